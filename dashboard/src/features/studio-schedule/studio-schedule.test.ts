import type { OwnUser, Studio } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { EVERYTHING, newLessonPath, scheduleRoleOf } from './studio-schedule';

const studio = { id: 'studio-1', isAdmin: false, rooms: [] } as Pick<Studio, 'id' | 'isAdmin' | 'rooms'>;
const room = (id: string) => ({ id, name: id, capacity: 18 }) as NonNullable<Studio['rooms']>[number];
const userOf = (overrides: Partial<OwnUser> = {}) =>
  ({ id: 'user-1', isEmailConfirmed: true, isTeacher: false, studios: [], ...overrides }) as OwnUser;
const member = (studioId: string) =>
  ({
    studio: { id: studioId },
    isOwner: false,
    isAdmin: false,
    isTeacher: true,
  }) as OwnUser['studios'][number];

describe('scheduleRoleOf', () => {
  it.each([
    ['nobody signed in', studio, undefined, null],
    [
      'an admin with an unconfirmed e-mail',
      { ...studio, isAdmin: true },
      userOf({ isEmailConfirmed: false }),
      null,
    ],
    ['the studio’s admin (or a platform admin)', { ...studio, isAdmin: true }, userOf(), 'admin'],
    ['a teacher of its team', studio, userOf({ isTeacher: true, studios: [member('studio-1')] }), 'teacher'],
    ['a teacher of another studio', studio, userOf({ isTeacher: true, studios: [member('studio-2')] }), null],
    ['a dancer', studio, userOf(), null],
  ] as const)('%s', (_, forStudio, user, role) => {
    expect(scheduleRoleOf(forStudio, user)).toBe(role);
  });
});

describe('newLessonPath', () => {
  const slot = { weekday: 1, startHour: 19, startMinute: 0, endHour: 20, endMinute: 0 };
  const params = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

  it('an admin’s slot carries the studio, the chosen room and teacher, the weekday and the times', () => {
    const path = newLessonPath(
      { ...studio, rooms: [room('big'), room('small')] },
      'admin',
      'user-1',
      { roomId: 'small', teacherId: 'iryna' },
      slot,
    );
    expect(path.startsWith('/edit-lesson?')).toBe(true);
    expect(params(path)).toEqual({
      studioId: 'studio-1',
      teacherId: 'iryna',
      roomId: 'small',
      weekday: '1',
      startHour: '19',
      startMinute: '0',
      endHour: '20',
      endMinute: '0',
    });
  });

  it('the studio’s only room is chosen for the form; of several, none unless one is chosen', () => {
    expect(params(newLessonPath({ ...studio, rooms: [room('big')] }, 'admin', 'u', EVERYTHING))).toEqual({
      studioId: 'studio-1',
      roomId: 'big',
    });
    expect(
      params(newLessonPath({ ...studio, rooms: [room('big'), room('small')] }, 'admin', 'u', EVERYTHING)),
    ).toEqual({ studioId: 'studio-1' });
  });

  it('a team teacher’s new lesson is their own, in the chosen room', () => {
    expect(
      params(
        newLessonPath({ ...studio, rooms: [room('big')] }, 'teacher', 'user-7', {
          roomId: '',
          teacherId: 'x',
        }),
      ),
    ).toEqual({ teacherId: 'user-7', roomId: 'big' });
  });
});
