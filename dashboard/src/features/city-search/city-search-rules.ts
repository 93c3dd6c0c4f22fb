import { foldText, webPath } from '@plie/shared';
import { CITY_SEARCH_FETCH_AFTER_CHARS, CITY_SEARCH_OPEN_AFTER_CHARS } from '../../config/constants';

/** A city as the API suggests it. */
export interface CitySuggestion {
  name: string;
  country: string;
  countryCode: string;
}

/** Spec §5: the list fetch starts after more than 1 typed character. */
export const shouldFetchCities = (text: string): boolean =>
  text.trim().length > CITY_SEARCH_FETCH_AFTER_CHARS;

/** Spec §5: the suggestion list opens after more than 2 typed characters. */
export const shouldOpenSuggestions = (text: string): boolean =>
  text.trim().length > CITY_SEARCH_OPEN_AFTER_CHARS;

/**
 * The city an Enter without a highlighted option means: the one whose name is exactly what
 * was typed (accents and case ignored: "krakow" → Kraków), else the first one suggested (the
 * dancer's own country first, then the largest).
 */
export const cityForTypedText = (
  text: string,
  suggestions: readonly CitySuggestion[],
): CitySuggestion | undefined =>
  suggestions.find((city) => foldText(city.name) === foldText(text)) ?? suggestions[0];

/** Where choosing a city leads: the public schedule filtered to it. */
export const scheduleHrefForCity = (city: CitySuggestion): string =>
  webPath.schedule({ city: city.name, country: city.countryCode });
