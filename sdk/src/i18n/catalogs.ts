/**
 * The sdk's texts in every language, bundled (the npm package and the dashboard). The script-tag
 * bundle swaps this module for `catalogs.lazy.ts` at build time, which carries English only and
 * fetches another language when a widget first needs it. Both have the same two functions.
 */
import type { Language } from '@plie/shared';
import { en, type Messages } from './en';
import { pl } from './pl';
import { ua } from './ua';

const CATALOGS: Record<Language, Messages> = { en, ua, pl };

/** The texts of `language`, once loaded (here: always). */
export const loadedCatalog = (language: Language): Messages | undefined => CATALOGS[language];

/** Loads the texts of `language` (here: already loaded). */
export const loadCatalog = async (language: Language): Promise<Messages> => CATALOGS[language] ?? en;
