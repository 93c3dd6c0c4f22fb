import type { OwnUser, StudioMembership } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { lessonEditLinks, mayEditLesson, mayViewAttendances } from './lesson-editing';

const membership = (studioId: string, roles: Partial<StudioMembership> = {}): StudioMembership => ({
  studio: { id: studioId, name: 'Rytm', studioName: 'rytm_krakow', primaryColor: 'teal', theme: true },
  isOwner: false,
  isAdmin: false,
  isTeacher: true,
  ...roles,
});

const makeUser = (overrides: Partial<OwnUser> = {}): OwnUser => ({
  id: 'user-marta',
  name: 'Marta',
  username: 'marta',
  isTeacher: false,
  email: 'marta@example.com',
  isEmailConfirmed: true,
  isAnonymous: false,
  role: 'user',
  studios: [],
  ...overrides,
});

const studioLesson = { id: 'lesson-1', teacherId: 'user-iryna', studioId: 'studio-rytm' };
const ownLesson = { id: 'lesson-2', teacherId: 'user-iryna' };

describe('who may edit a lesson (spec §6)', () => {
  it.each([
    ['a visitor', undefined, studioLesson, false],
    ['a dancer', makeUser(), studioLesson, false],
    ['its teacher', makeUser({ id: 'user-iryna', isTeacher: true }), studioLesson, true],
    ['its teacher, own lesson outside studios', makeUser({ id: 'user-iryna' }), ownLesson, true],
    [
      'its teacher with an unconfirmed e-mail',
      makeUser({ id: 'user-iryna', isEmailConfirmed: false }),
      studioLesson,
      false,
    ],
    [
      'an admin of its studio',
      makeUser({ studios: [membership('studio-rytm', { isAdmin: true })] }),
      studioLesson,
      true,
    ],
    [
      'the owner of its studio',
      makeUser({ studios: [membership('studio-rytm', { isOwner: true })] }),
      studioLesson,
      true,
    ],
    [
      'a plain teacher of its studio',
      makeUser({ studios: [membership('studio-rytm')] }),
      studioLesson,
      false,
    ],
    [
      'an admin of another studio',
      makeUser({ studios: [membership('studio-b', { isAdmin: true })] }),
      studioLesson,
      false,
    ],
    [
      'a studio admin, for a teacher’s own lesson',
      makeUser({ studios: [membership('studio-rytm', { isAdmin: true })] }),
      ownLesson,
      false,
    ],
    ['a platform admin', makeUser({ role: 'admin' }), ownLesson, true],
  ])('%s: %s', (_, user, lesson, allowed) => {
    expect(mayEditLesson(user, lesson)).toBe(allowed);
    expect(lessonEditLinks(user, lesson) !== null).toBe(allowed);
  });

  it('links to the lesson form, with the studio for its admins', () => {
    expect(lessonEditLinks(makeUser({ id: 'user-iryna' }), studioLesson)).toEqual({
      edit: '/edit-lesson?lessonId=lesson-1',
      duplicate: '/edit-lesson?lessonId=lesson-1&isDuplication=true',
    });
    expect(
      lessonEditLinks(makeUser({ studios: [membership('studio-rytm', { isAdmin: true })] }), studioLesson),
    ).toEqual({
      edit: '/edit-lesson?studioId=studio-rytm&lessonId=lesson-1',
      duplicate: '/edit-lesson?studioId=studio-rytm&lessonId=lesson-1&isDuplication=true',
    });
  });
});

describe('who sees a lesson’s attendance list from its row (spec §6, issue #17 item 7)', () => {
  it.each([
    ['a visitor', undefined, studioLesson, false],
    ['a dancer', makeUser(), studioLesson, false],
    ['its teacher', makeUser({ id: 'user-iryna' }), studioLesson, true],
    [
      'its teacher with an unconfirmed e-mail',
      makeUser({ id: 'user-iryna', isEmailConfirmed: false }),
      studioLesson,
      true,
    ],
    [
      'its teacher with an unconfirmed e-mail, own lesson outside studios',
      makeUser({ id: 'user-iryna', isEmailConfirmed: false }),
      ownLesson,
      true,
    ],
    [
      'an admin of its studio with an unconfirmed e-mail',
      makeUser({ isEmailConfirmed: false, studios: [membership('studio-rytm', { isAdmin: true })] }),
      studioLesson,
      true,
    ],
    [
      'a plain teacher of its studio, unconfirmed',
      makeUser({ isEmailConfirmed: false, studios: [membership('studio-rytm')] }),
      studioLesson,
      false,
    ],
    ['a dancer with an unconfirmed e-mail', makeUser({ isEmailConfirmed: false }), ownLesson, false],
  ])('%s: %s', (_, user, lesson, allowed) => {
    expect(mayViewAttendances(user, lesson)).toBe(allowed);
  });

  it('an unconfirmed teacher sees the list but still cannot edit (creating stays gated)', () => {
    const unconfirmed = makeUser({ id: 'user-iryna', isEmailConfirmed: false });
    expect(mayViewAttendances(unconfirmed, studioLesson)).toBe(true);
    expect(lessonEditLinks(unconfirmed, studioLesson)).toBeNull();
  });
});
