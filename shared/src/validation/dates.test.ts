import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  IsoDateSchema,
  IsoTimestampSchema,
  isIsoDate,
  isoDateInTimeZone,
  isTimeZone,
  latestIsoDateOnEarth,
  TimeZoneSchema,
} from './dates';
import { MESSAGES } from './messages';

describe('dates and time zones', () => {
  it.each([
    ['2025-09-25', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-04-31', false],
    ['2025-9-25', false],
    ['25/09/2025', false],
    ['2025-09-25T10:00:00Z', false],
  ])('date %s valid: %s', (date, expected) => {
    expect(isIsoDate(date)).toBe(expected);
    expect(v.is(IsoDateSchema, date)).toBe(expected);
  });

  it.each([
    ['2025-09-25T10:00:00.000Z', true],
    ['2025-09-25T10:00:00+02:00', true],
    ['2025-09-25', false],
    ['yesterday', false],
  ])('timestamp %s valid: %s', (timestamp, expected) => {
    expect(v.is(IsoTimestampSchema, timestamp)).toBe(expected);
  });

  it.each([
    ['Europe/Warsaw', true],
    ['Europe/Kyiv', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('time zone %s known: %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
    expect(v.is(TimeZoneSchema, zone)).toBe(expected);
  });

  it.each([
    ['2025-09-25T22:30:00Z', 'Europe/Warsaw', '2025-09-26'],
    ['2025-09-25T21:30:00Z', 'Europe/Warsaw', '2025-09-25'],
    ['2025-09-25T03:00:00Z', 'America/New_York', '2025-09-24'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(isoDateInTimeZone(new Date(instant), zone)).toBe(date);
  });

  it.each([
    ['2025-09-25T09:59:00Z', '2025-09-25'],
    ['2025-09-25T10:00:00Z', '2025-09-26'],
  ])('the latest date on Earth at %s is %s', (instant, date) => {
    expect(latestIsoDateOnEarth(new Date(instant))).toBe(date);
  });
});

describe('dates the API takes stay within DATE_RANGE (issue #13 item 7)', () => {
  it.each([
    ['9999-12-31', MESSAGES.dateOutOfRange],
    ['2101-01-01', MESSAGES.dateOutOfRange],
    ['1899-12-31', MESSAGES.dateOutOfRange],
    ['0001-01-01', MESSAGES.dateInvalid],
    ['1900-01-01', undefined],
    ['2100-12-31', undefined],
  ])('date %s → %s', (date, message) => {
    expect(v.safeParse(IsoDateSchema, date).issues?.[0]?.message).toBe(message);
  });

  it.each([
    ['9999-12-31T23:59:59Z', MESSAGES.dateOutOfRange],
    ['0000-01-01T00:00:00Z', MESSAGES.dateOutOfRange],
    ['2026-01-01T00:00:00Z', undefined],
  ])('timestamp %s → %s', (timestamp, message) => {
    expect(v.safeParse(IsoTimestampSchema, timestamp).issues?.[0]?.message).toBe(message);
  });
});
