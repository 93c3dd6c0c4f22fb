import { createStore } from 'jotai';

/**
 * The app's one jotai store. Module-level so code outside React (the API client's token
 * getter) reads the same state the components do.
 */
export const appStore = createStore();
