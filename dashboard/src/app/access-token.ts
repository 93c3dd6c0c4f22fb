import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { ACCESS_TOKEN_STORAGE_KEY } from '../config/constants';

/** localStorage can throw (privacy modes) or be absent (unit tests): the session then isn't kept. */
const browserLocalStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The token as a plain string (no JSON quotes); an absent key is no session. */
const tokenStorage: SyncStorage<string | null> = {
  getItem: (key) => browserLocalStorage()?.getItem(key) ?? null,
  setItem: (key, value) => {
    if (value === null) browserLocalStorage()?.removeItem(key);
    else browserLocalStorage()?.setItem(key, value);
  },
  removeItem: (key) => browserLocalStorage()?.removeItem(key),
};

/** The signed-in user's access token, kept across visits; `null` when signed out. */
export const accessTokenAtom = atomWithStorage<string | null>(ACCESS_TOKEN_STORAGE_KEY, null, tokenStorage, {
  getOnInit: true,
});
