/**
 * Every key of the single table is built here and nowhere else (CONVENTIONS habit 3).
 * docs/data-model.md lists each entity's items and each access pattern with the key it uses.
 *
 * Conventions: segments are `PREFIX#value`; times sort as zero-padded `HHMM`; weekdays as one
 * digit (0 = Monday); dates as `YYYY-MM-DD`; e-mails, usernames and slugs lower-cased.
 */
import { foldText } from '@plie/shared';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** `19:05` → `1905`, sortable. */
export const hhmm = (hour: number, minute: number) => `${pad(hour, 2)}${pad(minute, 2)}`;
/** Folds case and accents so `Kraków`, `krakow` and `KRAKÓW` share a key (shared's `foldText`). */
export const normalizeKeyText = foldText;

export interface Key {
  PK: string;
  SK: string;
}

// ── Catalogue ────────────────────────────────────────────────────────────────
export const styleKey = (styleId: string): Key => ({ PK: 'STYLE', SK: `STYLE#${styleId}` });
export const STYLE_PARTITION = 'STYLE';
/** Marks that demo data of a given version was seeded. */
export const seedMarkerKey = (version: string): Key => ({ PK: 'META', SK: `SEED#${version}` });

// ── Users ────────────────────────────────────────────────────────────────────
export const userKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' });
/** Guard items: uniqueness by `attribute_not_exists(PK)` in the same transaction as the record. */
export const usernameGuardKey = (username: string): Key => ({
  PK: `USERNAME#${username.toLowerCase()}`,
  SK: 'GUARD',
});
export const emailGuardKey = (email: string): Key => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'GUARD' });
/**
 * An address the account signed in from (TTL): when failed logins from everywhere pass the
 * account-wide limit, such an address still gets in (services/rate-limits, accounts/login-attempts).
 */
/** The partition of the addresses an e-mail signed in from. */
export const knownLoginAddressesPartition = (email: string): string => `LOGIN#${email.toLowerCase()}`;
export const knownLoginAddressKey = (email: string, address: string): Key => ({
  PK: knownLoginAddressesPartition(email),
  SK: `ADDRESS#${address}`,
});
/** GSI1: all users, newest first (admin Users tab). */
export const userListIndexKeys = (createdAt: string, userId: string) => ({
  GSI1PK: 'USERS',
  GSI1SK: `${createdAt}#${userId}`,
});
/** GSI2 (sparse, teachers only): teacher search by name. */
export const teacherListIndexKeys = (name: string, userId: string) => ({
  GSI2PK: 'TEACHERS',
  GSI2SK: `${normalizeKeyText(name)}#${userId}`,
});
/** GSI3 (sparse, unconfirmed accounts only): purge of accounts unconfirmed after 24 h. */
export const unconfirmedIndexKeys = (createdAt: string, userId: string) => ({
  GSI3PK: 'UNCONFIRMED',
  GSI3SK: `${createdAt}#${userId}`,
});

/**
 * GSI4 (users): accounts by the month of their last activity (`lastActiveAt`, recorded at most once
 * a day), so the inactive-accounts job Queries only the months it needs (workflows/inactive-accounts).
 * Sparse: an account that never had activity recorded since issue #17 has none.
 */
export const activityMonthPartition = (month: string) => `ACTIVE#${month}`;
export const activityIndexKeys = (lastActiveAt: string, userId: string) => ({
  GSI4PK: activityMonthPartition(lastActiveAt.slice(0, 7)),
  GSI4SK: `${lastActiveAt}#${userId}`,
});

// ── Rate limits (ARCHITECTURE §9) ─────────────────────────────────────────────
/**
 * The flood counters of one `subject` (a client address, an e-mail, a lesson + address…): one item
 * whose attributes are the hits of each bucket's current fixed window (`<bucket>@<window start>`),
 * so the buckets a request counts together cost one write; `expiresAt` (TTL) lies past the end of
 * every window it holds.
 */
export const rateLimitKey = (subject: string): Key => ({
  PK: `RATE#${subject.toLowerCase()}`,
  SK: 'HITS',
});

// ── Mail suppression (services/mail-suppression) ─────────────────────────────
/** An address SES reported as bouncing for good or complaining: no more mail is sent to it. */
export const mailSuppressionKey = (email: string): Key => ({
  PK: `SUPPRESSED#${email.trim().toLowerCase()}`,
  SK: 'MAIL',
});

// ── One-time tokens (e-mail confirmation, cancel attendance, leave group) ────
/** Stored under the SHA-256 of the token; the item carries `expiresAt` for TTL. */
export const tokenKey = (tokenHash: string): Key => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' });

// ── Outbox (services/outbox: e-mail written with the change, sent by a worker) ──
/** One message to send, under its id (which says what caused it, so a cause writes it once). */
export const outboxMessageKey = (messageId: string): Key => ({ PK: `OUTBOX#${messageId}`, SK: 'MESSAGE' });
/** GSI3 (sparse, unsent messages only): the pending messages by the time of their next attempt. */
export const pendingOutboxIndexKeys = (nextAttemptAt: string, messageId: string) => ({
  GSI3PK: 'OUTBOX#PENDING',
  GSI3SK: `${nextAttemptAt}#${messageId}`,
});
export const PENDING_OUTBOX_PARTITION = pendingOutboxIndexKeys('', '').GSI3PK;

// ── Studios ──────────────────────────────────────────────────────────────────
export const studioKey = (studioId: string): Key => ({ PK: `STUDIO#${studioId}`, SK: 'PROFILE' });
export const studioNameGuardKey = (studioName: string): Key => ({
  PK: `STUDIONAME#${studioName.toLowerCase()}`,
  SK: 'GUARD',
});
/** GSI1: all studios, newest first (admin Studios tab, pickers). */
export const studioListIndexKeys = (createdAt: string, studioId: string) => ({
  GSI1PK: 'STUDIOS',
  GSI1SK: `${createdAt}#${studioId}`,
});
/** GSI2 (sparse, publicly visible studios only): studios of a city by name. */
export const publicStudioCityIndexKeys = (
  countryCode: string,
  city: string,
  name: string,
  studioId: string,
) => ({
  GSI2PK: `STUDIOS#${countryCode.toUpperCase()}#${normalizeKeyText(city)}`,
  GSI2SK: `${normalizeKeyText(name)}#${studioId}`,
});
/** GSI3 (sparse, publicly visible studios only): every public studio by name. */
export const publicStudioIndexKeys = (name: string, studioId: string) => ({
  GSI3PK: 'STUDIOS#PUBLIC',
  GSI3SK: `${normalizeKeyText(name)}#${studioId}`,
});
/** A person owns at most one studio unless platform admin: this guard points at it. */
export const ownsStudioGuardKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'OWNS_STUDIO' });
/** Membership and invite are one item (invite status derives from its two accepted flags). */
export const studioMemberKey = (studioId: string, userId: string): Key => ({
  PK: `STUDIO#${studioId}`,
  SK: `MEMBER#${userId}`,
});
export const studioMemberPrefix = 'MEMBER#';
/** GSI1: a user's studios and invites. */
export const memberOfUserIndexKeys = (userId: string, studioId: string) => ({
  GSI1PK: `USER#${userId}#STUDIOS`,
  GSI1SK: `STUDIO#${studioId}`,
});
export const videoKey = (ownerKey: string, videoId: string): Key => ({
  PK: ownerKey,
  SK: `VIDEO#${videoId}`,
});

// ── Rooms ────────────────────────────────────────────────────────────────────
export const roomKey = (roomId: string): Key => ({ PK: `ROOM#${roomId}`, SK: 'ROOM' });
/** GSI1: a studio's rooms by name. */
export const roomOfStudioIndexKeys = (studioId: string, name: string, roomId: string) => ({
  GSI1PK: `STUDIO#${studioId}#ROOMS`,
  GSI1SK: `${normalizeKeyText(name)}#${roomId}`,
});

// ── Lessons ──────────────────────────────────────────────────────────────────
export const lessonKey = (lessonId: string): Key => ({ PK: `LESSON#${lessonId}`, SK: 'LESSON' });

export interface LessonIndexInput {
  lessonId: string;
  weekday: number;
  startHour: number;
  startMinute: number;
  styleId: string;
  level: number;
  studioId?: string | undefined;
  teacherId?: string | undefined;
  roomId?: string | undefined;
  /** Where the lesson takes place (room address or custom address). */
  countryCode: string;
  city: string;
  /** Only publicly visible lessons get the search keys (GSI2, GSI3, GSI6, GSI7). */
  isPublic: boolean;
  /** A closed group's lesson (members only) gets no GSI7 key: "hide closed groups" reads only the others. */
  isClosedGroup?: boolean | undefined;
}

/** GSI5: a room's lessons on a weekday (weekly and one-off ones), by start time. */
export const roomLessonsPartition = (roomId: string, weekday: number) => `ROOM#${roomId}#WD#${weekday}`;
/** GSI4: a teacher's lessons by weekday and start time. */
export const teacherLessonsPartition = (teacherId: string) => `TEACHER#${teacherId}`;
/** GSI1: a studio's lessons by weekday and start time. */
export const studioLessonsPartition = (studioId: string) => `STUDIO#${studioId}#LESSONS`;

/**
 * The index keys of a lesson item: studio (GSI1), city + weekday (GSI2), city + style (GSI3),
 * teacher (GSI4), room + weekday (GSI5), city + level (GSI6), city + weekday among lessons open to
 * anyone (GSI7). Search keys are sparse: absent when not public (GSI7: or a closed group's).
 */
export const lessonIndexKeys = (lesson: LessonIndexInput): Record<string, string> => {
  const time = hhmm(lesson.startHour, lesson.startMinute);
  const city = `CITY#${lesson.countryCode.toUpperCase()}#${normalizeKeyText(lesson.city)}`;
  const keys: Record<string, string> = {};
  if (lesson.studioId) {
    keys.GSI1PK = studioLessonsPartition(lesson.studioId);
    keys.GSI1SK = `${lesson.weekday}#${time}#${lesson.lessonId}`;
  }
  if (lesson.isPublic) {
    keys.GSI2PK = `${city}#WD#${lesson.weekday}`;
    keys.GSI2SK = `${time}#${lesson.lessonId}`;
    keys.GSI3PK = `${city}#STYLE#${lesson.styleId}`;
    keys.GSI3SK = `${lesson.weekday}#${time}#${lesson.lessonId}`;
    keys.GSI6PK = `${city}#LEVEL#${lesson.level}`;
    keys.GSI6SK = `${lesson.weekday}#${time}#${lesson.lessonId}`;
    if (!lesson.isClosedGroup) {
      keys.GSI7PK = keys.GSI2PK;
      keys.GSI7SK = keys.GSI2SK;
    }
  }
  if (lesson.teacherId) {
    keys.GSI4PK = teacherLessonsPartition(lesson.teacherId);
    keys.GSI4SK = `${lesson.weekday}#${time}#${lesson.lessonId}`;
  }
  if (lesson.roomId) {
    // One-off lessons share their weekday's partition (their `date` is on the item): a weekly
    // lesson's availability check then sees them with one Query per weekday.
    keys.GSI5PK = roomLessonsPartition(lesson.roomId, lesson.weekday);
    keys.GSI5SK = `${time}#${lesson.lessonId}`;
  }
  return keys;
};

// ── Attendance (an occurrence's sign-up count is the lesson item's `seats.<date>`) ──
/** One occurrence of a lesson: the lesson on one date. */
export const occurrencePartition = (lessonId: string, date: string) => `OCC#${lessonId}#${date}`;
/** One active sign-up per e-mail per occurrence. */
export const occurrenceEmailGuardKey = (lessonId: string, date: string, email: string): Key => ({
  PK: occurrencePartition(lessonId, date),
  SK: `EMAIL#${email.toLowerCase()}`,
});
export const attendanceKey = (attendanceId: string): Key => ({
  PK: `ATTENDANCE#${attendanceId}`,
  SK: 'ATTENDANCE',
});
/** GSI1: a lesson's attendances by date (the attendance list, a week per page). */
export const attendanceOfLessonIndexKeys = (
  lessonId: string,
  date: string,
  createdAt: string,
  id: string,
) => ({
  GSI1PK: `LESSON#${lessonId}#ATTENDANCE`,
  GSI1SK: `${date}#${createdAt}#${id}`,
});
/** GSI2: a user's attendances by date (future: ≥ today; past: < today). */
export const attendanceOfUserIndexKeys = (userId: string, date: string, time: string, id: string) => ({
  GSI2PK: `USER#${userId}#ATTENDANCE`,
  GSI2SK: `${date}#${time}#${id}`,
});
/**
 * GSI2 (a guest's: no user): the attendances of an e-mail address by date ("send me my booking
 * e-mail again" finds them). Written since issue #16; guest bookings made before are not indexed.
 */
export const attendanceOfGuestIndexKeys = (email: string, date: string, time: string, id: string) => ({
  GSI2PK: `GUEST#${email.toLowerCase()}#ATTENDANCE`,
  GSI2SK: `${date}#${time}#${id}`,
});

// ── Groups ───────────────────────────────────────────────────────────────────
export const groupKey = (groupId: string): Key => ({ PK: `GROUP#${groupId}`, SK: 'GROUP' });
/** The owner partition of a studio's groups / of a teacher's own groups (GSI1, below). */
export const studioGroupsOwner = (studioId: string) => `STUDIO#${studioId}`;
export const teacherGroupsOwner = (teacherId: string) => `TEACHER#${teacherId}`;
/** Within a group's partition: its members (`MEMBER#<id>`); its e-mail guards are `EMAIL#<email>`. */
export const groupMemberPrefix = 'MEMBER#';
/** GSI1: groups of a studio or of a teacher (owner = `STUDIO#id` or `TEACHER#id`). */
export const groupOfOwnerIndexKeys = (ownerPartition: string, name: string, groupId: string) => ({
  GSI1PK: `${ownerPartition}#GROUPS`,
  GSI1SK: `${normalizeKeyText(name)}#${groupId}`,
});
export const groupMemberKey = (groupId: string, memberId: string): Key => ({
  PK: `GROUP#${groupId}`,
  SK: `${groupMemberPrefix}${memberId}`,
});
/** One active membership per e-mail per group. */
export const groupEmailGuardKey = (groupId: string, email: string): Key => ({
  PK: `GROUP#${groupId}`,
  SK: `EMAIL#${email.toLowerCase()}`,
});
/** GSI2: a user's group memberships. */
export const memberOfGroupUserIndexKeys = (userId: string, groupId: string) => ({
  GSI2PK: `USER#${userId}#GROUPS`,
  GSI2SK: `GROUP#${groupId}`,
});
/** GSI2 (a guest's: no user): the group memberships of an e-mail address (the twin of the user's). */
export const memberOfGroupGuestIndexKeys = (email: string, groupId: string) => ({
  GSI2PK: `GUEST#${email.toLowerCase()}#GROUPS`,
  GSI2SK: `GROUP#${groupId}`,
});
/** GSI3: every active group (the monthly job that books members into next month's classes). */
export const activeGroupIndexKeys = (groupId: string) => ({ GSI3PK: 'GROUPS#ACTIVE', GSI3SK: groupId });
export const ACTIVE_GROUPS_PARTITION = activeGroupIndexKeys('').GSI3PK;

// ── Partitions, for IAM (infra/src/domain-access.ts) ─────────────────────────
/**
 * Every partition-key family of the table and of its indexes, as an IAM `StringLike` pattern on
 * `dynamodb:LeadingKeys` (the partition key of each item a request touches, or the partition a
 * Query names — on an index, the index's). Each domain's role may touch only the families it
 * lists. `key-partitions.test.ts` proves every builder above lands in exactly one family, so a new
 * key shape must be named here before any role can be given it.
 */
export const KEY_PARTITIONS = {
  /** `STYLE`: the style catalogue (styleKey). */
  styles: STYLE_PARTITION,
  /** `META`: seed markers (seeding only, never a Lambda). */
  seedMarkers: 'META',
  /** `USER#…`: a user's profile and owns-studio guard; GSIs: a user's studios, attendances, groups. */
  user: 'USER#*',
  usernameGuard: 'USERNAME#*',
  emailGuard: 'EMAIL#*',
  /** `LOGIN#…`: the addresses an e-mail signed in from (login back-off). */
  knownLoginAddresses: 'LOGIN#*',
  /** GSI1 `USERS`: every user (admin list). */
  userList: 'USERS',
  /** GSI2 `TEACHERS`: teacher search. */
  teacherList: 'TEACHERS',
  /** GSI3 `UNCONFIRMED`: the purge of unconfirmed accounts. */
  unconfirmedUsers: 'UNCONFIRMED',
  /** GSI4 `ACTIVE#<yyyy-mm>`: accounts by the month of their last activity (the inactive-accounts job). */
  activeUsers: 'ACTIVE#*',
  rateLimits: 'RATE#*',
  mailSuppression: 'SUPPRESSED#*',
  oneTimeTokens: 'TOKEN#*',
  /** `OUTBOX#…`: e-mails waiting to be sent (and sent ones until TTL); GSI3 `OUTBOX#PENDING`: the unsent. */
  outbox: 'OUTBOX#*',
  /** `STUDIO#…`: a studio's profile, members, videos; GSI1: its rooms, lessons and groups. */
  studio: 'STUDIO#*',
  studioNameGuard: 'STUDIONAME#*',
  /** GSI1 `STUDIOS`: every studio (platform admin list). */
  studioList: 'STUDIOS',
  /** GSI2 `STUDIOS#<country>#<city>` and GSI3 `STUDIOS#PUBLIC`: public studio search. */
  publicStudios: 'STUDIOS#*',
  /** `ROOM#…`: a room; GSI5: its lessons by weekday. */
  room: 'ROOM#*',
  /** `LESSON#…`: a lesson; GSI1: its attendances. */
  lesson: 'LESSON#*',
  /** GSI2/GSI3/GSI6/GSI7 `CITY#…`: lesson search by city and weekday (GSI7: open lessons only), style or level. */
  lessonSearch: 'CITY#*',
  /** GSI4 `TEACHER#…`: a teacher's lessons; GSI1 `TEACHER#…#GROUPS`: a teacher's own groups. */
  teacher: 'TEACHER#*',
  /** `OCC#…`: an occurrence's per-e-mail sign-up guards. */
  occurrence: 'OCC#*',
  attendance: 'ATTENDANCE#*',
  /** GSI2 `GUEST#<email>#…`: a guest's (no account's) attendances and group memberships by address. */
  guestBookings: 'GUEST#*',
  /** `GROUP#…`: a group, its members and e-mail guards. */
  group: 'GROUP#*',
  /** GSI3 `GROUPS#ACTIVE`: every active group (the monthly booking job). */
  activeGroups: ACTIVE_GROUPS_PARTITION,
} as const;
export type KeyPartition = keyof typeof KEY_PARTITIONS;
