/**
 * The numbers and names the dashboard uses, in one place. Product constants (spec §9) come
 * from `@plie/shared`; the few that only concern this app's presentation are declared here.
 */
import {
  CAPACITY,
  CITY_SEARCH,
  CURRENCIES,
  DEFAULT_LANGUAGE,
  FILTERS,
  LANGUAGES,
  LAYOUT,
  PAGE_SIZE,
  STORAGE_KEYS,
  STUDIO,
  TEXT_MAX_LENGTH,
  TIMING_MS,
} from '@plie/shared';

/** Interface languages (spec §1), in the order the switcher lists them. */
export { LANGUAGES };
/** English: the start language when nothing better is known, and every catalog's fallback. */
export const FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;
/** The localStorage key holding the chosen language (spec §1). */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;
/** The localStorage key holding the signed-in user's access token (the session). */
export const ACCESS_TOKEN_STORAGE_KEY = STORAGE_KEYS.accessToken;
/** Set to 'true' by the e-mail confirmation page; the next login goes to onboarding (spec §2, §4). */
export const ONBOARDING_REQUIRED_STORAGE_KEY = STORAGE_KEYS.onboardingRequired;

/** How long a toast stays (spec §9: 3 s). */
export const TOAST_DURATION_MS = TIMING_MS.toast;
/** How long the congratulation toast of /studios?from=onboard stays (spec §2, §9: 5 s). */
export const ONBOARDING_TOAST_DURATION_MS = TIMING_MS.onboardingToast;
/** The forms ask the server whether a username or studio slug is free once typing pauses this long. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

/** Below this width the phone layout applies (spec §9: 600 px). */
export const MOBILE_BREAKPOINT_PX = LAYOUT.mobileBreakpointPx;

/** The studio colour when none is set, and the dashboard's own (spec §9: teal). */
export const DEFAULT_PRIMARY_COLOR = STUDIO.defaultPrimaryColor;
/** A new studio's theme (spec §3: `true` = light). */
export const DEFAULT_STUDIO_THEME_FLAG = STUDIO.defaultTheme;

/** Spec §5 "City search": the list fetch starts after more than 1 typed character… */
export const CITY_SEARCH_FETCH_AFTER_CHARS = CITY_SEARCH.fetchAfterChars;
/** …and the suggestion list opens after more than 2. */
export const CITY_SEARCH_OPEN_AFTER_CHARS = CITY_SEARCH.suggestAfterChars;
/** How many city suggestions the hero search shows. */
export const CITY_SUGGESTION_LIMIT = 8;

/** Spec §5, §9 "Address search": the room form looks an address up once typing pauses this long (2 s). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = TIMING_MS.addressLookupDebounce;
/** How many of the chosen country's cities the room form's city field suggests. */
export const ROOM_CITY_SUGGESTION_LIMIT = 20;
/** A new room's capacity (spec §3, §9: 30) and the largest the API takes. */
export const DEFAULT_ROOM_CAPACITY = CAPACITY.defaultRoom;
export const MAX_ROOM_CAPACITY = CAPACITY.maxRoom;
/** A room's rent currencies (spec §3, §9), in the order the form lists them. */
export { CURRENCIES };

/** Teachers per page of /teachers (spec §9: 50); the next page loads on scrolling near the end. */
export const TEACHERS_PAGE_SIZE = PAGE_SIZE.teachers;
/** Studios per page of /studios and of "my studios" (spec §9: 50); the next page loads on scrolling. */
export const STUDIOS_PAGE_SIZE = PAGE_SIZE.studios;
/** Free-text search boxes apply once typing pauses this long ("immediately", without a request per key). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Longest free-text search and name the API accepts; how many values a list filter may hold. */
export const SEARCH_TEXT_MAX_LENGTH = TEXT_MAX_LENGTH.search;
export const NAME_MAX_LENGTH = TEXT_MAX_LENGTH.name;
/** Longest e-mail, link (a studio's website) and "about" text the API accepts. */
export const EMAIL_MAX_LENGTH = TEXT_MAX_LENGTH.email;
export const URL_MAX_LENGTH = TEXT_MAX_LENGTH.url;
export const ABOUT_MAX_LENGTH = TEXT_MAX_LENGTH.about;
export const FILTER_MAX_LIST_ITEMS = FILTERS.maxListItems;

/** How many dance styles the landing page shows on a phone before "Show all styles" (wider screens show all). */
export const STYLES_SHOWN_FIRST_ON_PHONES = 12;

/** How many times SWR retries a failed API read before showing the error. */
export const API_ERROR_RETRY_COUNT = 2;

/** The footer's contact mail and social links. */
export const CONTACT_EMAIL = 'hello@plie.dance';
export const INSTAGRAM_URL = 'https://www.instagram.com/plie.dance';

/** The local runtime's mail inbox (defined only by `npm start`): the unconfirmed-e-mail banner links to it. */
export const LOCAL_INBOX_URL: string | undefined = import.meta.env.VITE_LOCAL_INBOX_URL;
