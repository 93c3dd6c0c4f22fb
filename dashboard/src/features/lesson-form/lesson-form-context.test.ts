import type { Lesson, OwnUser, Studio, StudioMembership } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { afterLessonSaved, lessonFormPlanOf, studioRoleOf, studioRoomsTabPath } from './lesson-form-context';

const membership = (id: string, roles: Partial<StudioMembership> = {}): StudioMembership => ({
  studio: { id, name: `Studio ${id}`, studioName: `studio_${id}`, primaryColor: 'teal', theme: true },
  isOwner: false,
  isAdmin: false,
  isTeacher: true,
  ...roles,
});

const makeUser = (overrides: Partial<OwnUser> = {}): OwnUser =>
  ({
    id: 'me',
    name: 'Iryna',
    username: 'iryna_teacher',
    isTeacher: true,
    email: 'iryna@plie.local',
    isEmailConfirmed: true,
    isAnonymous: false,
    role: 'user',
    studios: [],
    ...overrides,
  }) as OwnUser;

const makeStudio = (overrides: Partial<Studio> = {}): Studio =>
  ({
    id: 'rytm',
    name: 'Rytm',
    studioName: 'rytm_krakow',
    email: 'hello@rytm.example.com',
    theme: true,
    primaryColor: 'teal',
    isVerified: true,
    isHidden: false,
    isDeleted: false,
    isAdmin: false,
    ...overrides,
  }) as Studio;

const lessonOf = (overrides: Partial<Lesson>) => ({ id: 'lesson-1', ...overrides }) as Lesson;

describe('whose schedule the form adds to', () => {
  it.each([
    [
      'a studio in the address',
      { studioId: 'rytm' },
      undefined,
      makeUser(),
      { kind: 'studio', studioId: 'rytm' },
    ],
    [
      'a teacher, no studio',
      { studioId: undefined },
      undefined,
      makeUser(),
      { kind: 'teacher', teacherId: 'me' },
    ],
    [
      'a dancer, no studio',
      { studioId: undefined },
      undefined,
      makeUser({ isTeacher: false }),
      { kind: 'noSchedule' },
    ],
    [
      'the user’s own lesson in a studio room',
      { studioId: undefined },
      lessonOf({ teacherId: 'me', studioId: 'rytm' }),
      makeUser(),
      { kind: 'teacher', teacherId: 'me' },
    ],
    [
      'another teacher’s lesson of a studio',
      { studioId: undefined },
      lessonOf({ teacherId: 'olena', studioId: 'rytm' }),
      makeUser({ isTeacher: false }),
      { kind: 'studio', studioId: 'rytm' },
    ],
    [
      'a teacher’s own lesson outside studios, for a platform admin',
      { studioId: undefined },
      lessonOf({ teacherId: 'olena' }),
      makeUser({ role: 'admin', isTeacher: false }),
      { kind: 'teacher', teacherId: 'olena' },
    ],
    [
      'the studio in the address over the lesson’s teacher',
      { studioId: 'rytm' },
      lessonOf({ teacherId: 'me', studioId: 'rytm' }),
      makeUser(),
      { kind: 'studio', studioId: 'rytm' },
    ],
  ] as const)('%s', (_, query, lesson, user, expected) => {
    expect(lessonFormPlanOf({ query, lesson, user })).toEqual(expected);
  });
});

describe('who the user is in a studio’s form (spec §6)', () => {
  it.each([
    ['its admin', makeStudio({ isAdmin: true }), makeUser(), 'admin'],
    [
      'a platform admin (the API says isAdmin)',
      makeStudio({ isAdmin: true }),
      makeUser({ role: 'admin' }),
      'admin',
    ],
    ['a teacher of its team', makeStudio(), makeUser({ studios: [membership('rytm')] }), 'teamTeacher'],
    [
      'a team member who is no teacher',
      makeStudio(),
      makeUser({ isTeacher: false, studios: [membership('rytm')] }),
      'refused',
    ],
    ['a teacher of another studio', makeStudio(), makeUser({ studios: [membership('other')] }), 'refused'],
    ['the admin of a deleted studio', makeStudio({ isAdmin: true, isDeleted: true }), makeUser(), 'refused'],
    [
      'a platform admin, deleted studio',
      makeStudio({ isAdmin: true, isDeleted: true }),
      makeUser({ role: 'admin' }),
      'admin',
    ],
  ] as const)('%s: %s', (_, studio, user, expected) => {
    expect(studioRoleOf(studio, user)).toBe(expected);
  });
});

describe('where saving leads', () => {
  it.each([
    [{ mode: 'add', fromOnboarding: true, studioName: 'rytm_krakow' }, '/studios/rytm_krakow?from=onboard'],
    [{ mode: 'add', fromOnboarding: true, studioName: undefined }, '/users/iryna_teacher?from=onboard'],
    [{ mode: 'edit', fromOnboarding: false, studioName: 'rytm_krakow' }, '/studios/rytm_krakow'],
    [{ mode: 'edit', fromOnboarding: false, studioName: undefined }, '/schedule'],
    [{ mode: 'add', fromOnboarding: false, studioName: 'rytm_krakow' }, undefined],
    [{ mode: 'duplicate', fromOnboarding: false, studioName: undefined }, undefined],
  ] as const)('%j → %s', (options, expected) => {
    expect(afterLessonSaved({ ...options, username: 'iryna_teacher' })).toBe(expected);
  });

  it('the rooms tab of a studio without rooms', () => {
    expect(studioRoomsTabPath('rytm_krakow')).toBe('/studios/rytm_krakow?tab=rooms');
  });
});
