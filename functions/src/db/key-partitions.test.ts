/**
 * Every partition value a key builder makes — the table's `PK` and each index's partition key —
 * belongs to exactly one family of `KEY_PARTITIONS`, matched as IAM's `StringLike` matches it.
 * A new key shape outside every family (which no role could then touch) fails here first.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_LESSON_INDEX_INPUT } from '../../test/key-samples';
import * as keys from './keys';
import { KEY_PARTITIONS, type KeyPartition } from './keys';

/** IAM `StringLike`: `*` is any run of characters, `?` any one; the rest literal. */
const matchesLike = (pattern: string, value: string) =>
  new RegExp(
    `^${pattern
      .split('')
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  ).test(value);

const familiesOf = (value: string): KeyPartition[] =>
  (Object.entries(KEY_PARTITIONS) as [KeyPartition, string][])
    .filter(([, pattern]) => matchesLike(pattern, value))
    .map(([name]) => name);

const lesson = SAMPLE_LESSON_INDEX_INPUT;

/** Each builder's partition values, with the family each must fall in. */
const partitions: [string, string, KeyPartition][] = [
  ['styleKey', keys.styleKey('salsa').PK, 'styles'],
  ['seedMarkerKey', keys.seedMarkerKey('v1').PK, 'seedMarkers'],
  ['userKey', keys.userKey('u1').PK, 'user'],
  ['usernameGuardKey', keys.usernameGuardKey('Ola').PK, 'usernameGuard'],
  ['emailGuardKey', keys.emailGuardKey('ola@plie.test').PK, 'emailGuard'],
  ['knownLoginAddressKey', keys.knownLoginAddressKey('ola@plie.test', '1.2.3.4').PK, 'knownLoginAddresses'],
  ['userListIndexKeys', keys.userListIndexKeys('2026', 'u1').GSI1PK, 'userList'],
  ['teacherListIndexKeys', keys.teacherListIndexKeys('Ola', 'u1').GSI2PK, 'teacherList'],
  ['unconfirmedIndexKeys', keys.unconfirmedIndexKeys('2026', 'u1').GSI3PK, 'unconfirmedUsers'],
  ['activityIndexKeys', keys.activityIndexKeys('2026-11-27T10:00:00.000Z', 'u1').GSI4PK, 'activeUsers'],
  ['rateLimitKey', keys.rateLimitKey('1.2.3.4').PK, 'rateLimits'],
  ['mailSuppressionKey', keys.mailSuppressionKey('ola@plie.test').PK, 'mailSuppression'],
  ['tokenKey', keys.tokenKey('abc').PK, 'oneTimeTokens'],
  ['outboxMessageKey', keys.outboxMessageKey('attendanceConfirmation.a1').PK, 'outbox'],
  ['pendingOutboxIndexKeys', keys.pendingOutboxIndexKeys('2026', 'm1').GSI3PK, 'outbox'],
  ['studioKey', keys.studioKey('s1').PK, 'studio'],
  ['studioNameGuardKey', keys.studioNameGuardKey('Salsa Club').PK, 'studioNameGuard'],
  ['studioListIndexKeys', keys.studioListIndexKeys('2026', 's1').GSI1PK, 'studioList'],
  [
    'publicStudioCityIndexKeys',
    keys.publicStudioCityIndexKeys('PL', 'Kraków', 'Salsa', 's1').GSI2PK,
    'publicStudios',
  ],
  ['publicStudioIndexKeys', keys.publicStudioIndexKeys('Salsa', 's1').GSI3PK, 'publicStudios'],
  ['ownsStudioGuardKey', keys.ownsStudioGuardKey('u1').PK, 'user'],
  ['studioMemberKey', keys.studioMemberKey('s1', 'u1').PK, 'studio'],
  ['memberOfUserIndexKeys', keys.memberOfUserIndexKeys('u1', 's1').GSI1PK, 'user'],
  ['videoKey (studio)', keys.videoKey(keys.studioKey('s1').PK, 'v1').PK, 'studio'],
  ['videoKey (user)', keys.videoKey(keys.userKey('u1').PK, 'v1').PK, 'user'],
  ['roomKey', keys.roomKey('r1').PK, 'room'],
  ['roomOfStudioIndexKeys', keys.roomOfStudioIndexKeys('s1', 'Hall', 'r1').GSI1PK, 'studio'],
  ['lessonKey', keys.lessonKey('l1').PK, 'lesson'],
  ['roomLessonsPartition', keys.roomLessonsPartition('r1', 3), 'room'],
  ['teacherLessonsPartition', keys.teacherLessonsPartition('t1'), 'teacher'],
  ['studioLessonsPartition', keys.studioLessonsPartition('s1'), 'studio'],
  ...(['GSI1PK', 'GSI4PK', 'GSI5PK'] as const).map((index): [string, string, KeyPartition] => [
    `lessonIndexKeys ${index}`,
    keys.lessonIndexKeys(lesson)[index] ?? '',
    ({ GSI1PK: 'studio', GSI4PK: 'teacher', GSI5PK: 'room' } as const)[index],
  ]),
  ...(['GSI2PK', 'GSI3PK', 'GSI6PK', 'GSI7PK'] as const).map((index): [string, string, KeyPartition] => [
    `lessonIndexKeys ${index}`,
    keys.lessonIndexKeys(lesson)[index] ?? '',
    'lessonSearch',
  ]),
  ['occurrenceEmailGuardKey', keys.occurrenceEmailGuardKey('l1', '2026-12-01', 'a@b.c').PK, 'occurrence'],
  ['attendanceKey', keys.attendanceKey('a1').PK, 'attendance'],
  ['attendanceOfLessonIndexKeys', keys.attendanceOfLessonIndexKeys('l1', 'd', 'c', 'a1').GSI1PK, 'lesson'],
  ['attendanceOfUserIndexKeys', keys.attendanceOfUserIndexKeys('u1', 'd', 't', 'a1').GSI2PK, 'user'],
  [
    'attendanceOfGuestIndexKeys',
    keys.attendanceOfGuestIndexKeys('ola@plie.test', 'd', 't', 'a1').GSI2PK,
    'guestBookings',
  ],
  [
    'memberOfGroupGuestIndexKeys',
    keys.memberOfGroupGuestIndexKeys('ola@plie.test', 'g1').GSI2PK,
    'guestBookings',
  ],
  ['groupKey', keys.groupKey('g1').PK, 'group'],
  [
    'groupOfOwnerIndexKeys (studio)',
    keys.groupOfOwnerIndexKeys(keys.studioGroupsOwner('s1'), 'G', 'g1').GSI1PK,
    'studio',
  ],
  [
    'groupOfOwnerIndexKeys (teacher)',
    keys.groupOfOwnerIndexKeys(keys.teacherGroupsOwner('t1'), 'G', 'g1').GSI1PK,
    'teacher',
  ],
  ['groupMemberKey', keys.groupMemberKey('g1', 'm1').PK, 'group'],
  ['groupEmailGuardKey', keys.groupEmailGuardKey('g1', 'a@b.c').PK, 'group'],
  ['memberOfGroupUserIndexKeys', keys.memberOfGroupUserIndexKeys('u1', 'g1').GSI2PK, 'user'],
  ['activeGroupIndexKeys', keys.activeGroupIndexKeys('g1').GSI3PK, 'activeGroups'],
];

describe('the partition families IAM narrows by', () => {
  it.each(partitions)('%s (%s) falls in exactly the family %s', (_, value, family) => {
    expect(familiesOf(value)).toEqual([family]);
  });

  it('are matched as IAM StringLike matches: a family does not swallow a longer neighbour', () => {
    expect(familiesOf('STUDIOS')).toEqual(['studioList']);
    expect(familiesOf('STUDIONAME#salsa')).toEqual(['studioNameGuard']);
    expect(familiesOf('USERS')).toEqual(['userList']);
    expect(familiesOf('GROUPS#ACTIVE')).toEqual(['activeGroups']);
    expect(familiesOf('NOTHING#1')).toEqual([]);
  });

  it('every family is used by some key builder', () => {
    expect(new Set(partitions.map(([, , family]) => family))).toEqual(new Set(Object.keys(KEY_PARTITIONS)));
  });
});

describe('a lesson’s search keys', () => {
  it('put a lesson open to anyone in the open lessons’ index (GSI7), beside its city and day (GSI2)', () => {
    const open = keys.lessonIndexKeys({ ...lesson, isPublic: true, isClosedGroup: false });
    expect(open.GSI7PK).toBe(open.GSI2PK);
    expect(open.GSI7SK).toBe(open.GSI2SK);
  });

  it('leave a closed group’s lesson out of GSI7, and a lesson not public out of every search index', () => {
    const closed = keys.lessonIndexKeys({ ...lesson, isPublic: true, isClosedGroup: true });
    expect(closed.GSI2PK).toBeDefined();
    expect(closed.GSI7PK).toBeUndefined();
    expect(closed.GSI7SK).toBeUndefined();
    const hidden = keys.lessonIndexKeys({ ...lesson, isPublic: false, isClosedGroup: false });
    expect(Object.keys(hidden).filter((name) => /^GSI[2367]/.test(name))).toEqual([]);
  });
});
