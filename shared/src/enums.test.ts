import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CurrencySchema,
  flagFromTheme,
  INVITE_STATUSES,
  InviteStatusSchema,
  isLanguage,
  isPrimaryColor,
  LANGUAGES,
  LanguageSchema,
  LEVEL_LABELS,
  Level,
  LevelSchema,
  ONBOARDING_ROLES,
  OnboardingRoleSchema,
  Period,
  PeriodSchema,
  PrimaryColorSchema,
  ROLES,
  RoleSchema,
  themeFromFlag,
} from './enums';

describe('enums', () => {
  it.each([
    ['Beginner', Level.Beginner, 0],
    ['Intermediate', Level.Intermediate, 1],
    ['Pro', Level.Pro, 2],
    ['Open', Level.Open, 3],
  ] as const)('level %s is %i and labelled so', (label, level, value) => {
    expect(level).toBe(value);
    expect(LEVEL_LABELS[level]).toBe(label);
    expect(v.is(LevelSchema, value)).toBe(true);
  });

  it.each([-1, 4, 5, '0', 1.5])('refuses level %s', (value) => {
    expect(v.is(LevelSchema, value)).toBe(false);
  });

  it('numbers periods Day 0, Month 1, Year 2', () => {
    expect([Period.Day, Period.Month, Period.Year]).toEqual([0, 1, 2]);
    expect(v.is(PeriodSchema, 3)).toBe(false);
  });

  it.each([
    [RoleSchema, ROLES, ['user', 'admin'], 'owner'],
    [OnboardingRoleSchema, ONBOARDING_ROLES, ['dancer', 'studioOwner', 'teacher'], 'admin'],
    [
      InviteStatusSchema,
      INVITE_STATUSES,
      ['pending', 'accepted', 'rejected', 'awaitingStudio', 'awaitingUser'],
      'awaiting',
    ],
    [CurrencySchema, ['EUR', 'USD', 'PLN', 'UAH'], ['EUR', 'USD', 'PLN', 'UAH'], 'GBP'],
    [LanguageSchema, LANGUAGES, ['en', 'ua', 'pl'], 'uk'],
  ] as const)('picklist %# accepts its values and refuses others', (schema, list, expected, other) => {
    expect(list).toEqual(expected);
    for (const value of expected) expect(v.is(schema, value)).toBe(true);
    expect(v.is(schema, other)).toBe(false);
  });

  it.each([
    ['teal', true],
    ['gray', true],
    ['orange', true],
    ['#0ca678', true],
    ['#fff', true],
    ['#ABCDEF', true],
    ['black', false],
    ['#12345', false],
    ['0ca678', false],
    ['#ggg', false],
  ])('primary colour %s valid: %s', (value, expected) => {
    expect(isPrimaryColor(value)).toBe(expected);
    expect(v.is(PrimaryColorSchema, value)).toBe(expected);
  });

  it('stores the theme as a boolean, true being light', () => {
    expect(themeFromFlag(true)).toBe('light');
    expect(themeFromFlag(false)).toBe('dark');
    expect(flagFromTheme('light')).toBe(true);
    expect(flagFromTheme('dark')).toBe(false);
  });

  it.each([
    ['en', true],
    ['ua', true],
    ['pl', true],
    ['uk', false],
    ['EN', false],
  ])('language %s known: %s', (code, expected) => {
    expect(isLanguage(code)).toBe(expected);
  });
});
