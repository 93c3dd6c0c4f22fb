/**
 * Everything a lesson write depends on besides its own fields (spec §6, issue #5): where it is
 * (a studio room, or a custom address of a studio or of a teacher), who teaches it, whether the
 * caller may put it there, and what a search result shows of them. One place decides it for
 * create, update and the admin's bulk import.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isStudioPubliclyVisible, type LessonInput, type UserSummary } from '@plie/shared';
import { db, tableName } from '../../db/client';
import { styleKey } from '../../db/keys';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { getUserById, type UserRecord } from '../accounts/user-repository';
import { findCountry } from '../locations/countries';
import { type RoomRecord, requireRoom } from '../rooms/room-repository';
import { getMember, isActiveMember } from '../studios/member-repository';
import { accessTo, type StudioAccess } from '../studios/studio-access';
import { getStudioById, type StudioRecord } from '../studios/studio-repository';
import { toStudioSummary } from '../studios/studio-view';
import type { LessonRecord } from './lesson-repository';

export interface LessonContext {
  studio: StudioRecord | undefined;
  room: RoomRecord | undefined;
  teacher: UserRecord | undefined;
  styleName: string;
  countryCode: string;
  city: string;
  isPublic: boolean;
}

type Place = Pick<LessonInput, 'roomId' | 'studioId' | 'teacherId' | 'customAddress'>;

export const teacherSummary = (user: UserRecord): UserSummary => ({
  id: user.id,
  name: user.name,
  username: user.username,
  photo: user.photo,
  isTeacher: user.isTeacher,
});

/** Teachers' own lessons are public once the teacher is listed (a confirmed teacher). */
const isListedTeacher = (teacher: UserRecord | undefined) =>
  Boolean(teacher?.isTeacher && teacher.isEmailConfirmed);

/** Whether the lesson is in public search: its studio's visibility, or its teacher's. */
export const isLessonPublic = (studio: StudioRecord | undefined, teacher: UserRecord | undefined) =>
  studio ? isStudioPubliclyVisible(studio) : isListedTeacher(teacher);

const styleNameOf = async (styleId: string): Promise<string> => {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: styleKey(styleId) }));
  if (!result.Item) throw new ValidationError('lesson.missingStyle', { styleId: 'lesson.missingStyle' });
  return String(result.Item.name);
};

const studioOf = async (place: Place, room: RoomRecord | undefined): Promise<StudioRecord | undefined> => {
  if (room && place.studioId && place.studioId !== room.studioId) {
    throw new ValidationError('lesson.roomOfAnotherStudio', {
      studioId: 'lesson.roomOfAnotherStudio',
    });
  }
  const studioId = room?.studioId ?? place.studioId;
  if (!studioId) return undefined;
  const studio = await getStudioById(studioId);
  if (!studio || studio.isDeleted) throw new NotFoundError('studio.notFound');
  return studio;
};

const teacherOf = async (teacherId: string | undefined): Promise<UserRecord | undefined> => {
  if (!teacherId) return undefined;
  const teacher = await getUserById(teacherId);
  if (!teacher) throw new NotFoundError('user.notFound');
  if (!teacher.isTeacher) {
    throw new ValidationError('lesson.notATeacher', {
      teacherId: 'lesson.notATeacher',
    });
  }
  return teacher;
};

/**
 * Whether the caller may keep a lesson in this place with this teacher: a studio's admins (and
 * platform admins) for the studio's lessons; its teachers for their own lessons in it; a teacher
 * alone for a lesson outside any studio. A studio lesson's registered teacher must be on its team.
 */
export const assertMayPlace = async (
  caller: AuthUser | undefined,
  studio: StudioRecord | undefined,
  teacherId: string | undefined,
): Promise<StudioAccess | undefined> => {
  if (!caller) throw new ForbiddenError('studio.notAllowed');
  const platformAdmin = caller.role === 'admin';
  if (!studio) {
    if (platformAdmin || (teacherId && teacherId === caller.id)) return undefined;
    throw new ForbiddenError('lesson.ownLessonsOnly');
  }
  const access = await accessTo(studio, caller);
  const ownLesson = teacherId === caller.id && access.member !== undefined;
  if (!access.isAdmin && !ownLesson) throw new ForbiddenError('studio.notAllowed');
  if (teacherId && !platformAdmin) {
    const onTeam = teacherId === studio.ownerId || isActiveMember(await getMember(studio.id, teacherId));
    if (!onTeam) {
      throw new ValidationError('lesson.teacherNotOnTeam', {
        teacherId: 'lesson.teacherNotOnTeam',
      });
    }
  }
  return access;
};

const placeOf = (room: RoomRecord | undefined, customAddress: LessonInput['customAddress']) => {
  if (room) return { countryCode: room.countryCode, city: room.address.city };
  const country = customAddress && findCountry(customAddress.country);
  if (!customAddress || !country) {
    throw new ValidationError('address.unknownCountry', {
      'customAddress.country': 'address.unknownCountry',
    });
  }
  return { countryCode: country.code, city: customAddress.city.trim() };
};

/** Resolves and checks the lesson's place, teacher and style for the caller (403/404/400 otherwise). */
export const resolveLessonContext = async (
  input: Place & { styleId: string },
  caller: AuthUser | undefined,
): Promise<LessonContext> => {
  const room = input.roomId ? await requireRoom(input.roomId) : undefined;
  const studio = await studioOf(input, room);
  const teacher = await teacherOf(input.teacherId);
  await assertMayPlace(caller, studio, input.teacherId);
  return {
    studio,
    room,
    teacher,
    styleName: await styleNameOf(input.styleId),
    ...placeOf(room, input.customAddress),
    isPublic: isLessonPublic(studio, teacher),
  };
};

/** What the lesson item shows of its room, studio and teacher. */
export const presentationOf = (context: Pick<LessonContext, 'studio' | 'room' | 'teacher'>) =>
  ({
    teacher: context.teacher ? teacherSummary(context.teacher) : undefined,
    room: context.room
      ? {
          id: context.room.id,
          name: context.room.name,
          photo: context.room.photo,
          capacity: context.room.capacity,
          address: context.room.address,
          ...(context.studio ? { studio: toStudioSummary(context.studio) } : {}),
        }
      : undefined,
  }) satisfies Pick<LessonRecord, 'teacher' | 'room'>;
