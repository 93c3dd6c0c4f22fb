/**
 * Enumerations of spec §3: for each, the list of values, a valibot schema and a type.
 * Numeric enums (Level, Period) also have a name → value object and labels.
 */
import * as v from 'valibot';
import { CURRENCIES, LANGUAGES } from './constants';

/** The value lists of Currency and Language are spec §9 constants; re-exported here with their enums. */
export { CURRENCIES, DEFAULT_LANGUAGE, LANGUAGES } from './constants';

/** Lesson level (spec §3): stored as its number. */
export const Level = { Beginner: 0, Intermediate: 1, Pro: 2, Open: 3 } as const;
export type Level = (typeof Level)[keyof typeof Level];
export const LEVELS = [Level.Beginner, Level.Intermediate, Level.Pro, Level.Open] as const;
export const LEVEL_LABELS: Readonly<Record<Level, string>> = {
  [Level.Beginner]: 'Beginner',
  [Level.Intermediate]: 'Intermediate',
  [Level.Pro]: 'Pro',
  [Level.Open]: 'Open',
};
export const LevelSchema = v.picklist(LEVELS, 'Invalid level');

/** Platform role of a user (spec §3, §6). */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = v.picklist(ROLES);

/** A period of time (spec §3). */
export const Period = { Day: 0, Month: 1, Year: 2 } as const;
export type Period = (typeof Period)[keyof typeof Period];
export const PERIODS = [Period.Day, Period.Month, Period.Year] as const;
export const PERIOD_LABELS: Readonly<Record<Period, string>> = {
  [Period.Day]: 'Day',
  [Period.Month]: 'Month',
  [Period.Year]: 'Year',
};
export const PeriodSchema = v.picklist(PERIODS);

/** The role picked in onboarding step 1 (spec §2). */
export const ONBOARDING_ROLES = ['dancer', 'studioOwner', 'teacher'] as const;
export type OnboardingRole = (typeof ONBOARDING_ROLES)[number];
export const OnboardingRoleSchema = v.picklist(ONBOARDING_ROLES);

/** State of a studio invite (spec §4). */
export const INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'awaitingStudio', 'awaitingUser'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const InviteStatusSchema = v.picklist(INVITE_STATUSES);

/** Currency of a room's rent (spec §3); the list lives in constants. */
export type Currency = (typeof CURRENCIES)[number];
export const CurrencySchema = v.picklist(CURRENCIES, 'Invalid currency');

/** Named primary colours of a studio (spec §3); a hex value (#rgb or #rrggbb) is allowed too. */
export const PRIMARY_COLOR_NAMES = [
  'gray',
  'red',
  'pink',
  'purple',
  'cyan',
  'blue',
  'teal',
  'green',
  'yellow',
  'orange',
] as const;
export type PrimaryColorName = (typeof PRIMARY_COLOR_NAMES)[number];
export type PrimaryColor = PrimaryColorName | `#${string}`;
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const isPrimaryColor = (value: string): value is PrimaryColor =>
  (PRIMARY_COLOR_NAMES as readonly string[]).includes(value) || HEX_COLOR.test(value);
const PRIMARY_COLOR_MESSAGE = 'Invalid colour: a colour name or a hex value such as #0ca678';
export const PrimaryColorSchema = v.union(
  [
    v.picklist(PRIMARY_COLOR_NAMES, PRIMARY_COLOR_MESSAGE),
    v.pipe(v.string(PRIMARY_COLOR_MESSAGE), v.regex(HEX_COLOR, PRIMARY_COLOR_MESSAGE)) as v.GenericSchema<
      `#${string}`,
      `#${string}`
    >,
  ],
  PRIMARY_COLOR_MESSAGE,
);

/**
 * Studio theme (spec §3). Stored and sent as a boolean: `true` is light, `false` is dark
 * (the spec's other reading, 1/0, has the same truthy = light meaning).
 */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_FLAG = { light: true, dark: false } as const;
export const ThemeSchema = v.picklist(THEMES);
/** The stored flag: `true` = light. */
export const ThemeFlagSchema = v.boolean();
export const themeFromFlag = (flag: boolean): Theme => (flag ? 'light' : 'dark');
export const flagFromTheme = (theme: Theme): boolean => THEME_FLAG[theme];

/** Interface language (spec §1); the list and default live in constants, the type in locale.ts. */
export { isLanguage, type Language } from './locale';
export const LanguageSchema = v.picklist(LANGUAGES, 'Unsupported language');
