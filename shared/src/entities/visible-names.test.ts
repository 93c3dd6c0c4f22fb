/**
 * Every visible name of the entities refuses control and invisible characters and needs a letter
 * (issue #13 item 8): people, studios, rooms, lessons (title and free-text teacher), groups, and
 * the guests of an attendance or a group join.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import { SignupSchema } from '../validation/signup';
import { AttendanceInputSchema } from './attendance';
import { GroupJoinRequestSchema, LessonGroupInputSchema } from './group';
import { LessonInputSchema } from './lesson';
import { RoomUpdateSchema } from './room';
import { StudioUpdateSchema } from './studio';
import { UserUpdateSchema } from './user';

const issueOf = (schema: v.GenericSchema, value: unknown, field: string) =>
  v.safeParse(schema, value).issues?.find((issue) => v.getDotPath(issue) === field)?.message;

const lesson = {
  styleId: 'salsa',
  weekday: 1,
  startHour: 18,
  startMinute: 0,
  endHour: 19,
  endMinute: 0,
  lessonTimezone: 'Europe/Warsaw',
  teacherId: 't1',
  roomId: 'r1',
};
const guest = { email: 'ann@plie.test' };

const FIELDS: [string, v.GenericSchema, Record<string, unknown>, string][] = [
  ['user name (profile)', UserUpdateSchema, {}, 'name'],
  ['user name (signup)', SignupSchema, {}, 'name'],
  ['studio name', StudioUpdateSchema, {}, 'name'],
  ['room name', RoomUpdateSchema, {}, 'name'],
  ['lesson title', LessonInputSchema, lesson, 'name'],
  ['lesson teacher name', LessonInputSchema, lesson, 'customTeacherName'],
  ['group name', LessonGroupInputSchema, { lessonIds: ['l1'] }, 'name'],
  ['attendance guest name', AttendanceInputSchema, { ...guest, lessonId: 'l1', date: '2026-05-04' }, 'name'],
  [
    'group join guest name',
    GroupJoinRequestSchema,
    { ...guest, groupId: 'g1', joinStarting: '2026-05-04' },
    'name',
  ],
];

describe.each(FIELDS)('%s', (_, schema, base, field) => {
  it.each([
    ['only a zero-width space', '\u200b', MESSAGES.nameInvisibleCharacters],
    ['a name and a zero-width space', 'Piotr Kowalski\u200b', MESSAGES.nameInvisibleCharacters],
    ['a right-to-left override', 'Piotr \u202eikslawoK', MESSAGES.nameInvisibleCharacters],
    ['a NUL', 'Piotr\u0000', MESSAGES.nameInvisibleCharacters],
    ['a line break', 'Piotr\nKowalski', MESSAGES.nameInvisibleCharacters],
    ['no letter', '123 456', MESSAGES.nameNeedsLetter],
  ])('refuses %s', (__, value, message) => {
    expect(issueOf(schema, { ...base, [field]: value }, field)).toBe(message);
  });

  it('accepts a plain name, composed and with its spaces collapsed', () => {
    expect(issueOf(schema, { ...base, [field]: 'Zo\u0065\u0301   Salsa' }, field)).toBeUndefined();
  });
});
