import { ApiError } from '@plie/sdk';
import type { Studio } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  isOwnStudioName,
  isStaleStudio,
  isStudioNameTaken,
  slugAvailabilityFor,
  studioFormOf,
  studioUpdateOf,
} from './edit-studio-form';

const makeStudio = (overrides: Partial<Studio> = {}): Studio => ({
  id: 'studio-1',
  name: 'Rytm Kraków',
  studioName: 'rytm_krakow',
  email: 'hello@rytm.pl',
  theme: false,
  primaryColor: 'purple',
  isVerified: true,
  isHidden: false,
  isDeleted: false,
  ...overrides,
});

const apiError = (status: number, message: string) =>
  new ApiError(status, { statusCode: status, error: 'Error', message });

describe('studioFormOf', () => {
  it('fills the form from the studio, missing texts empty, the dark flag as the dark theme', () => {
    expect(studioFormOf(makeStudio({ instagram: 'rytm' }))).toEqual({
      name: 'Rytm Kraków',
      email: 'hello@rytm.pl',
      studioName: 'rytm_krakow',
      instagram: 'rytm',
      link: '',
      about: '',
      primaryColor: 'purple',
      theme: 'dark',
    });
  });
});

describe('the studio’s own slug', () => {
  const asked = { availability: 'taken', checking: false } as const;

  it.each([
    ['rytm_krakow', true],
    [' Rytm_Krakow ', true],
    ['rytm_krakow2', false],
  ])('%j is the own slug: %s', (typed, own) => {
    expect(isOwnStudioName(typed, 'rytm_krakow')).toBe(own);
  });

  it('counts as free even though the server says it is taken (by this studio)', () => {
    expect(slugAvailabilityFor('rytm_krakow', 'rytm_krakow', asked)).toEqual({
      availability: 'available',
      checking: false,
    });
  });

  it('keeps the server’s answer for another slug', () => {
    expect(slugAvailabilityFor('salsa_krakow', 'rytm_krakow', asked)).toBe(asked);
  });
});

describe('studioUpdateOf', () => {
  it('sends every field normalised, and empties cleared texts', () => {
    const form = { ...studioFormOf(makeStudio({ about: 'Salsa', link: 'https://rytm.pl' })) };
    expect(
      studioUpdateOf({
        ...form,
        name: ' Rytm ',
        about: '  ',
        link: '',
        instagram: 'https://instagram.com/rytm_pl',
      }),
    ).toEqual({
      name: 'Rytm',
      email: 'hello@rytm.pl',
      studioName: 'rytm_krakow',
      instagram: 'rytm_pl',
      link: '',
      about: '',
      primaryColor: 'purple',
      theme: false,
    });
  });
});

describe('refusals of a change', () => {
  it.each([
    [apiError(409, 'Studio name taken'), true, false],
    [apiError(409, 'The studio was changed meanwhile: please reload and try again'), false, true],
    [apiError(400, 'Email is invalid'), false, false],
    [new TypeError('Failed to fetch'), false, false],
  ])('%s: slug taken %s, stale %s', (error, taken, stale) => {
    expect(isStudioNameTaken(error)).toBe(taken);
    expect(isStaleStudio(error)).toBe(stale);
  });
});
