/**
 * The attribute names every widget observes, after its own (`lang`, `theme`, `color`, `api`; how they
 * are read: `attributes.ts`). A module that imports nothing: the loader (`plie.ts`) registers the tags
 * with these names, and whatever it imports lands in its first load.
 */
export const COMMON_ATTRIBUTE_NAMES = ['lang', 'theme', 'color', 'api'] as const;
