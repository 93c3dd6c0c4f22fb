import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RETENTION,
  AGE,
  ATTENDANCE,
  CALENDAR,
  CAPACITY,
  CURRENCIES,
  DEFAULT_LANGUAGE,
  FILES,
  GROUP,
  LANGUAGES,
  LAYOUT,
  MAX_PAGE_SIZE,
  NAME,
  ONBOARDING,
  PAGE_SIZE,
  PASSWORD,
  STORAGE_KEYS,
  STUDIO,
  TIMING_MS,
  USERNAME,
  WEEKDAY,
} from './constants';

describe('spec §9 constants', () => {
  it.each([
    ['lessons, main view', PAGE_SIZE.lessonsMain, 50],
    ['lessons, schedule views', PAGE_SIZE.lessonsSchedule, 20],
    ['lessons, room view', PAGE_SIZE.lessonsRoom, 100],
    ['teachers list', PAGE_SIZE.teachers, 50],
    ['studios list', PAGE_SIZE.studios, 50],
    ['admin lists', PAGE_SIZE.admin, 50],
    ['admin bulk', PAGE_SIZE.adminBulk, 1000],
    ['admin studio picker', PAGE_SIZE.adminStudioPicker, 2000],
    ['mobile breakpoint', LAYOUT.mobileBreakpointPx, 600],
    ['age filter min', AGE.min, 0],
    ['age filter max', AGE.max, 100],
    ['minimum registration age', AGE.minRegistration, 13],
    ['adult', AGE.adult, 18],
    ['invalid age', AGE.invalidFrom, 110],
    ['capacity yellow threshold', CAPACITY.yellowThreshold, 0.75],
    ['default room capacity', CAPACITY.defaultRoom, 30],
    ['late cancellation hours', ATTENDANCE.lateCancellationHours, 12],
    ['attendance page days', ATTENDANCE.listPageDays, 7],
    ['name min length', NAME.minLength, 3],
    ['username min length', USERNAME.minLength, 3],
    ['username max length', USERNAME.maxLength, 20],
    ['password min length', PASSWORD.minLength, 8],
    ['avatar bytes', FILES.avatarMaxBytes, 800000],
    ['banner bytes', FILES.bannerMaxBytes, 8000000],
    ['files per upload', FILES.maxCount, 1],
    ['calendar slot minutes', CALENDAR.slotMinutes, 15],
    ['calendar padding hours', CALENDAR.paddingHours, 1],
    ['calendar default start', CALENDAR.defaultStartHour, 8],
    ['calendar default end', CALENDAR.defaultEndHour, 12],
    ['weeks start Monday', CALENDAR.weekStartsOn, WEEKDAY.monday],
    ['address debounce', TIMING_MS.addressLookupDebounce, 2000],
    ['toast', TIMING_MS.toast, 3000],
    ['onboarding toast', TIMING_MS.onboardingToast, 5000],
    ['copy confirmation', TIMING_MS.copyConfirmation, 1500],
    ['group expiry year', GROUP.defaultExpiryYear, 2100],
    ['onboarding steps', ONBOARDING.steps, 4],
    ['unconfirmed purge hours', ACCOUNT_RETENTION.unconfirmedPurgeHours, 24],
    ['inactivity months', ACCOUNT_RETENTION.inactivityMonths, 12],
  ])('%s is %s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the currencies, languages and the language key', () => {
    expect(CURRENCIES).toEqual(['EUR', 'USD', 'PLN', 'UAH']);
    expect(LANGUAGES).toEqual(['en', 'ua', 'pl']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(STORAGE_KEYS.language).toBe('language');
  });

  it('defaults the studio to teal and light, and the group expiry to the year 2100', () => {
    expect(STUDIO.defaultPrimaryColor).toBe('teal');
    expect(STUDIO.defaultTheme).toBe(true);
    expect(STUDIO.styleColorCycle[0]).toBe('teal');
    expect(GROUP.defaultExpirationDate.startsWith(String(GROUP.defaultExpiryYear))).toBe(true);
  });

  it('caps each search at the largest page size the spec uses for it', () => {
    expect(MAX_PAGE_SIZE).toEqual({ lessons: 100, studios: 2000, users: 50 });
  });
});
