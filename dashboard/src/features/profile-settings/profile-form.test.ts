import { MESSAGES, type OwnUser } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { videoDraftsOf } from '../studio-page/edit-studio-form';
import {
  type ProfileForm,
  profileChanges,
  profileFormOf,
  profileProblems,
  usernameAvailabilityOf,
  videoChanges,
} from './profile-form';

const today = '2025-09-25';

const makeUser = (overrides: Partial<OwnUser> = {}): OwnUser => ({
  id: 'user-1',
  name: 'Ola Kowalska',
  username: 'ola_k',
  isTeacher: false,
  email: 'ola@example.com',
  isEmailConfirmed: true,
  isAnonymous: false,
  dateOfBirth: '1995-05-01',
  role: 'user',
  studios: [],
  ...overrides,
});

const makeProfileForm = (overrides: Partial<ProfileForm> = {}): ProfileForm => ({
  ...profileFormOf(makeUser()),
  ...overrides,
});

describe('the profile form', () => {
  it('starts from the saved profile, empty texts for what is not set', () => {
    expect(profileFormOf(makeUser({ about: 'Salsa', instagram: undefined }))).toEqual({
      name: 'Ola Kowalska',
      username: 'ola_k',
      about: 'Salsa',
      instagram: '',
      dateOfBirth: '1995-05-01',
    });
  });

  it('the saved profile has no problems', () => {
    expect(profileProblems(makeProfileForm(), today, 'available')).toEqual({});
  });

  it.each([
    [{ name: 'Ol' }, 'name', MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', MESSAGES.nameRequired],
    [{ username: '1ola' }, 'username', MESSAGES.usernameInvalid],
    [{ username: 'ol' }, 'username', MESSAGES.usernameInvalid],
    [{ instagram: 'https://example.com/ola' }, 'instagram', MESSAGES.instagramLink],
    [{ instagram: 'ola dance' }, 'instagram', MESSAGES.instagramInvalid],
    [{ dateOfBirth: '' }, 'dateOfBirth', MESSAGES.dateOfBirthRequired],
    [{ dateOfBirth: '2012-09-26' }, 'dateOfBirth', MESSAGES.tooYoung],
    [{ dateOfBirth: '1915-09-25' }, 'dateOfBirth', MESSAGES.dateOfBirthInvalid],
    [{ dateOfBirth: '2026-01-01' }, 'dateOfBirth', MESSAGES.dateOfBirthInvalid],
  ] as const)('%j → %s: %s', (overrides, field, message) => {
    expect(profileProblems(makeProfileForm(overrides), today, 'available')).toEqual({ [field]: message });
  });

  it('a taken username is a problem', () => {
    expect(profileProblems(makeProfileForm({ username: 'kasia' }), today, 'taken')).toEqual({
      username: MESSAGES.usernameTaken,
    });
  });

  it.each([
    ['ola_k', 'unknown', 'available'],
    [' ola_k ', 'taken', 'available'],
    ['kasia', 'unknown', 'unknown'],
    ['kasia', 'taken', 'taken'],
    ['Ola_K', 'available', 'available'],
  ] as const)('username %j with the server saying %s counts as %s', (username, server, expected) => {
    expect(usernameAvailabilityOf(username, 'ola_k', server)).toBe(expected);
  });
});

describe('the changes a save sends', () => {
  it('nothing when nothing changed', () => {
    expect(profileChanges(makeProfileForm(), makeUser())).toEqual({});
  });

  it('only the changed fields, trimmed, with an instagram link reduced to the username', () => {
    const form = makeProfileForm({
      name: '  Ola Nowak ',
      about: ' Bachata and salsa. ',
      instagram: 'https://instagram.com/ola.dance/?hl=en',
    });
    expect(profileChanges(form, makeUser())).toEqual({
      name: 'Ola Nowak',
      about: 'Bachata and salsa.',
      instagram: 'ola.dance',
    });
  });

  it('clearing a field sends it empty', () => {
    const user = makeUser({ about: 'Salsa', instagram: 'ola.dance' });
    expect(profileChanges({ ...profileFormOf(user), about: '', instagram: '' }, user)).toEqual({
      about: '',
      instagram: '',
    });
  });

  it('a new username and date of birth', () => {
    expect(
      profileChanges(makeProfileForm({ username: 'ola_dance', dateOfBirth: '1996-02-29' }), makeUser()),
    ).toEqual({
      username: 'ola_dance',
      dateOfBirth: '1996-02-29',
    });
  });
});

describe('the videos a save sends (spec §3 Video)', () => {
  const saved = [{ id: 'v1', title: 'Solo', link: 'https://youtu.be/solo' }];

  it('sends nothing while the rows are the saved videos', () => {
    expect(videoChanges(videoDraftsOf(saved), makeUser({ videos: saved }))).toEqual({});
    expect(videoChanges([], makeUser())).toEqual({});
  });

  it('sends the whole list, trimmed and with links as saved, when a video was added', () => {
    const rows = [...videoDraftsOf(saved), { key: 'new-1', title: ' Duo ', link: 'youtu.be/duo' }];
    expect(videoChanges(rows, makeUser({ videos: saved }))).toEqual({
      videos: [
        { title: 'Solo', link: 'https://youtu.be/solo' },
        { title: 'Duo', link: 'https://youtu.be/duo' },
      ],
    });
  });

  it('sends an empty list when every video was removed', () => {
    expect(videoChanges([], makeUser({ videos: saved }))).toEqual({ videos: [] });
  });
});
