/**
 * The script-tag bundle's `catalogs.ts` (swapped in by `scripts/build-embed.ts`): English is in the
 * bundle; Ukrainian and Polish are chunks of their own, fetched the first time a widget needs them.
 */
import type { Language } from '@plie/shared';
import { en, type Messages } from './en';

const loaded: Partial<Record<Language, Messages>> = { en };

const IMPORTS: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  ua: () => import('./ua').then((module) => module.ua),
  pl: () => import('./pl').then((module) => module.pl),
};

export const loadedCatalog = (language: Language): Messages | undefined => loaded[language];

export const loadCatalog = async (language: Language): Promise<Messages> => {
  const known = loaded[language];
  if (known) return known;
  const messages = await IMPORTS[language as Exclude<Language, 'en'>]();
  loaded[language] = messages;
  return messages;
};
