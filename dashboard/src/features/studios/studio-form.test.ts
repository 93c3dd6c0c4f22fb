import { MESSAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  COLOR_INVALID,
  emptyStudioForm,
  isOwnStudioName,
  normalizeHexColor,
  parseWebsite,
  primaryColorOf,
  type StudioForm,
  slugAvailabilityFor,
  studioFormBlocker,
  studioFormProblems,
  studioInputOf,
  suggestStudioName,
} from './studio-form';

const makeStudioForm = (overrides: Partial<StudioForm> = {}): StudioForm => ({
  ...emptyStudioForm('piotr@example.com'),
  name: 'Salsa & Co.',
  studioName: 'salsa-co',
  ...overrides,
});

describe('a new studio form', () => {
  it('starts with the user’s e-mail, teal and the light theme (spec §3, §9)', () => {
    expect(emptyStudioForm('ola@example.com')).toEqual({
      name: '',
      email: 'ola@example.com',
      studioName: '',
      instagram: '',
      link: '',
      about: '',
      primaryColor: 'teal',
      theme: 'light',
    });
  });
});

describe('the problems of the studio form (spec §5 "Studio create")', () => {
  it.each([
    ['nothing wrong', {}, 'available', {}],
    ['no name', { name: '  ' }, 'available', { name: MESSAGES.studioCreateRequiredFields }],
    ['no e-mail', { email: '' }, 'available', { email: MESSAGES.studioCreateRequiredFields }],
    ['no slug', { studioName: '' }, 'unknown', { studioName: MESSAGES.studioCreateRequiredFields }],
    ['a bad e-mail', { email: 'piotr@studio' }, 'available', { email: MESSAGES.emailInvalid }],
    ['a slug of 2 characters', { studioName: 'ab' }, 'unknown', { studioName: MESSAGES.studioNameInvalid }],
    [
      'a slug of 21 characters',
      { studioName: `a${'b'.repeat(20)}` },
      'unknown',
      { studioName: MESSAGES.studioNameInvalid },
    ],
    [
      'a slug starting with a digit',
      { studioName: '1salsa' },
      'unknown',
      { studioName: MESSAGES.studioNameInvalid },
    ],
    ['a taken slug', {}, 'taken', { studioName: MESSAGES.studioNameTaken }],
    [
      'an instagram link elsewhere',
      { instagram: 'https://facebook.com/salsa' },
      'available',
      { instagram: MESSAGES.instagramLink },
    ],
    ['a website with another scheme', { link: 'ftp://salsa.pl' }, 'available', { link: MESSAGES.urlInvalid }],
    ['a website without a host', { link: 'salsa' }, 'available', { link: MESSAGES.urlInvalid }],
    ['a colour that is not one', { primaryColor: '#12345' }, 'available', { primaryColor: COLOR_INVALID }],
  ] as const)('%s', (_, overrides, availability, expected) => {
    expect(studioFormProblems(makeStudioForm(overrides), availability)).toEqual(expected);
  });

  it.each([
    [
      'every required field empty',
      { name: '', studioName: '', email: '' },
      'unknown',
      MESSAGES.studioCreateRequiredFields,
    ],
    ['a bad e-mail', { email: 'x' }, 'available', MESSAGES.emailInvalid],
    ['a taken slug', {}, 'taken', MESSAGES.studioNameTaken],
    ['a bad website', { link: 'mailto:a@b.pl' }, 'available', MESSAGES.urlInvalid],
    ['the slug not checked yet', {}, 'unknown', 'checking'],
    ['a valid form with a free slug', {}, 'available', undefined],
  ] as const)('Create waits for: %s', (_, overrides, availability, expected) => {
    expect(studioFormBlocker(makeStudioForm(overrides), availability)).toBe(expected);
  });
});

describe('an edited studio’s own slug', () => {
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

describe('the fields the form normalises', () => {
  it.each([
    ['', ''],
    ['salsa.pl', 'https://salsa.pl'],
    ['  www.salsa.pl/about ', 'https://www.salsa.pl/about'],
    ['http://salsa.pl', 'http://salsa.pl'],
    ['HTTPS://Salsa.pl/Zajecia?x=1', 'HTTPS://Salsa.pl/Zajecia?x=1'],
    ['salsa.pl:8080/grafik', 'https://salsa.pl:8080/grafik'],
  ])('website %j is sent as %j', (input, expected) => {
    expect(parseWebsite(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    'javascript:alert(1)',
    'mailto:a@b.pl',
    'https://user:pass@salsa.pl',
    'ftp://salsa.pl',
    'salsa',
    'salsa .pl',
    'https://',
  ])('website %j is refused', (input) => {
    expect(parseWebsite(input)).toEqual({ ok: false, message: MESSAGES.urlInvalid });
  });

  it.each([
    ['teal', 'teal'],
    ['#0CA678', '#0ca678'],
    ['0ca678', '#0ca678'],
    [' abc ', '#abc'],
    ['#12345', undefined],
    ['navy', undefined],
    ['', undefined],
  ])('colour %j is %j', (input, expected) => {
    expect(primaryColorOf({ primaryColor: input })).toBe(expected);
  });

  it('leaves what is not a hex code as typed (lower case)', () => {
    expect(normalizeHexColor('Teal')).toBe('teal');
    expect(normalizeHexColor('#12')).toBe('#12');
  });

  it.each([
    ['Salsa & Co. Kraków', 'salsa-co-krakow'],
    ['Łódź Dance Studio', 'lodz-dance-studio'],
    ['Rock`n`Roll Zürich', 'rock-n-roll-zurich'],
    ['  2 Step Studio ', 'step-studio'],
    ['Школа танцю', ''],
    ['Salsa Studio', 'salsa-studio'],
    ['An extremely long studio name here', 'an-extremely-long'],
    ['Studio of twenty-one c', 'studio-of-twenty-one'],
    ['Studio twenty chars!', 'studio-twenty-chars'],
    ['Supercalifragilisticexpialidocious Studio', 'supercalifragilistic'],
  ])('proposes the slug of %j: %j', (name, expected) => {
    expect(suggestStudioName(name)).toBe(expected);
  });
});

describe('the request of a valid form (POST /api/studio)', () => {
  it('sends the normalised fields, leaving empty optional ones out', () => {
    expect(studioInputOf(makeStudioForm({ email: ' Piotr@Example.com ', name: ' Salsa & Co. ' }))).toEqual({
      name: 'Salsa & Co.',
      email: 'piotr@example.com',
      studioName: 'salsa-co',
      primaryColor: 'teal',
      theme: true,
    });
  });

  it('sends the instagram username, the full website, the about, the hex colour and the dark theme', () => {
    const form = makeStudioForm({
      instagram: 'https://www.instagram.com/salsa.co/?hl=pl',
      link: 'salsa.pl',
      about: ' Salsa every evening. ',
      primaryColor: '7C3AED',
      theme: 'dark',
    });
    expect(studioInputOf(form)).toEqual({
      name: 'Salsa & Co.',
      email: 'piotr@example.com',
      studioName: 'salsa-co',
      instagram: 'salsa.co',
      link: 'https://salsa.pl',
      about: 'Salsa every evening.',
      primaryColor: '#7c3aed',
      theme: false,
    });
  });
});
