/**
 * "Download my data" (GET /api/user/me/export; GDPR art. 15 and 20, issue #17 item 12): everything
 * Plié holds about one account, as one JSON document — the profile (never the password hash, the
 * token version, the latest confirmation link's id nor the table's keys), the consents with their
 * times, every attendance (past and future, cancelled ones too) with its lesson, every group
 * membership, studio membership and invite, the studios the person owns or administers with their
 * rooms and videos, the groups they run on their own (not a studio's: their members are other
 * people's data, so only their count), the lessons they teach and the addresses of the images they
 * uploaded.
 *
 * Read only from the account's own partitions and indexes, every page of each (no Scan): the user
 * item; GSI2 `USER#<id>#ATTENDANCE` and `USER#<id>#GROUPS`; GSI1 `USER#<id>#STUDIOS`; GSI4
 * `TEACHER#<id>` and GSI1 `TEACHER#<id>#GROUPS`; then BatchGets of the lessons, groups and studios those name, and GSI1
 * `STUDIO#<id>#ROOMS` of each studio run.
 *
 * A workflow (ADR 0012): it reads the accounts, studios, rooms, lessons, attendance and groups domains.
 */
import type { DataExport } from '@plie/shared';
import type { UserRecord } from '../domains/accounts/user-repository';
import { lessonsByIds, listAllAttendancesOfUserFrom } from '../domains/attendance/attendance-repository';
import { membershipsOfUser } from '../domains/groups/group-member-repository';
import { groupsByIds, listGroupsOfTeacher } from '../domains/groups/group-repository';
import { type LessonRecord, listLessonsOfTeacher } from '../domains/lessons/lesson-repository';
import { listRoomsOfStudio } from '../domains/rooms/room-repository';
import { isActiveMember, listMembershipsOfUser } from '../domains/studios/member-repository';
import { getStudiosByIds, type StudioRecord } from '../domains/studios/studio-repository';

/** `plie-data-<username>-<YYYY-MM-DD>.json`: the file name a browser saves it under. */
export const dataExportFileName = (username: string, at: Date) =>
  `plie-data-${username.replace(/[^A-Za-z0-9._-]/g, '_')}-${at.toISOString().slice(0, 10)}.json`;

/** What the export says of a lesson: its name, style, studio, teacher and time. */
const lessonSummary = (lesson: LessonRecord | undefined, studios: Map<string, StudioRecord>) =>
  lesson && {
    id: lesson.id,
    name: lesson.name,
    style: lesson.styleName,
    studio: lesson.studioId ? (studios.get(lesson.studioId)?.name ?? lesson.room?.studio?.name) : undefined,
    room: lesson.room?.name,
    teacher: lesson.teacher?.name ?? lesson.customTeacherName,
    start: `${String(lesson.startHour).padStart(2, '0')}:${String(lesson.startMinute).padStart(2, '0')}`,
    end: `${String(lesson.endHour).padStart(2, '0')}:${String(lesson.endMinute).padStart(2, '0')}`,
    timeZone: lesson.lessonTimezone,
  };

/** The profile as stored, less what is no one's to read (secrets and internal bookkeeping). */
const accountOf = (user: UserRecord) => {
  const {
    passwordHash,
    tokenVersion,
    confirmationLinkId,
    termsAcceptedAt,
    privacyAcceptedAt,
    parentalConsentAt,
    ...profile
  } = user;
  return { ...profile, hasPassword: passwordHash !== undefined };
};

export const exportDataOf = async (user: UserRecord, at: Date): Promise<DataExport> => {
  const [attendances, groupMemberships, studioMemberships, lessonsTaught, ownGroups] = await Promise.all([
    listAllAttendancesOfUserFrom(user.id, '0000-00-00'),
    membershipsOfUser(user.id),
    listMembershipsOfUser(user.id),
    listLessonsOfTeacher(user.id),
    listGroupsOfTeacher(user.id),
  ]);
  const [lessons, groups] = await Promise.all([
    lessonsByIds(attendances.map((attendance) => attendance.lessonId)),
    groupsByIds(groupMemberships.map((member) => member.groupId)),
  ]);
  const studioIds = [
    ...studioMemberships.map((member) => member.studioId),
    ...[...lessons.values(), ...lessonsTaught].flatMap((lesson) =>
      lesson.studioId ? [lesson.studioId] : [],
    ),
  ];
  const studios = new Map(
    (await getStudiosByIds([...new Set(studioIds)])).map((studio) => [studio.id, studio]),
  );
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));

  const run = studioMemberships
    .filter((member) => isActiveMember(member) && (member.isOwner || member.isAdmin))
    .flatMap((member) => {
      const studio = studios.get(member.studioId);
      return studio && !studio.isDeleted ? [studio] : [];
    });
  const studiosRun = await Promise.all(
    run.map(async ({ version, ...studio }) => ({
      ...studio,
      role: studio.ownerId === user.id ? 'owner' : 'admin',
      rooms: await listRoomsOfStudio(studio.id),
    })),
  );

  return {
    format: 'plie-data-export',
    version: 1,
    exportedAt: at.toISOString(),
    account: accountOf(user),
    consents: {
      termsAcceptedAt: user.termsAcceptedAt,
      privacyAcceptedAt: user.privacyAcceptedAt,
      parentalConsentAt: user.parentalConsentAt,
    },
    attendances: attendances.map(({ userId, user: _shownAs, ...attendance }) => ({
      ...attendance,
      lesson: lessonSummary(lessons.get(attendance.lessonId), studios),
    })),
    groupMemberships: groupMemberships.map(({ userId, user: _shownAs, ...member }) => ({
      ...member,
      groupName: groupNames.get(member.groupId),
    })),
    studioMemberships: studioMemberships.map((member) => ({
      ...member,
      studioName: studios.get(member.studioId)?.name,
    })),
    studios: studiosRun,
    // A group whose deletion began (a tombstone) is no longer the teacher's.
    groupsRun: ownGroups.filter((group) => !group.deletedAt).map((group) => ({ ...group })),
    lessonsTaught: lessonsTaught.map(({ seats, seatHolds, version, teacher, ...lesson }) => ({
      ...lesson,
      studioName: lesson.studioId ? studios.get(lesson.studioId)?.name : undefined,
    })),
    images: [
      ...new Set(
        [
          user.photo,
          ...studiosRun.flatMap((studio) => [
            studio.photo,
            studio.banner,
            ...studio.rooms.map((room) => room.photo),
          ]),
        ].filter((url): url is string => Boolean(url)),
      ),
    ],
  };
};
