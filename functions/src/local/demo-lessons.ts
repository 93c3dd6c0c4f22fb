/**
 * Demo lessons of the local runtime (JOURNEYS.md "Demo data"): a realistic week in every seeded
 * studio — evenings on weekdays, mornings at weekends, many styles and levels, some for kids and
 * teens, some closed groups — and teachers' own lessons at custom addresses (parks). The styles,
 * slots and rotation are in fixtures/lessons.json; weekdays and times of day, never dates. Written
 * through the same `addLesson` as the API (permissions, availability, room counts, facets).
 */
import type { LessonInput } from '@plie/shared';
import { getUserByEmail } from '../domains/accounts/user-repository';
import { addLesson } from '../domains/lessons/handlers';
import { refreshFacets } from '../domains/lessons/lesson-facets';
import { listLessonsOfStudio, listLessonsOfTeacher } from '../domains/lessons/lesson-repository';
import { listRoomsOfStudio } from '../domains/rooms/room-repository';
import { isActiveMember, listMembersOfStudio } from '../domains/studios/member-repository';
import { getStudioBySlug } from '../domains/studios/studio-repository';
import { HttpError } from '../errors';
import { DEMO_FIXTURES } from './demo-fixtures';

const { timezones: ZONES, week: WEEK, studioStyles: STUDIO_STYLES, outdoorLessons } = DEMO_FIXTURES.lessons;

/** Who each lesson is for: mostly adults, every nth for kids, every mth for teens (lessons.json `week`). */
const audienceOf = (index: number) => {
  const { kids, teens } = WEEK;
  if (index % kids.every === kids.every - 1) return { ageMin: kids.ageMin, ageMax: kids.ageMax };
  if (index % teens.every === teens.every - 1) return { ageMin: teens.ageMin, ageMax: teens.ageMax };
  return { ageMin: 0, ageMax: 100 };
};

const endOf = (hour: number, minute: number, length: number) => {
  const end = hour * 60 + minute + length;
  return { endHour: Math.floor(end / 60) % 24, endMinute: end % 60 };
};

/** The studios and teachers whose facets (styles, teaching places) need recomputing at the end. */
const touched = { studioIds: new Set<string | undefined>(), teacherIds: new Set<string | undefined>() };

/** Adds the lesson; a clash (a teacher already teaching then) is tried again with a guest teacher. */
const add = async (input: LessonInput, caller: { id: string }) => {
  const user = { id: caller.id, role: 'user' as const, isEmailConfirmed: true };
  const write = async (lesson: LessonInput) => {
    const added = await addLesson(lesson, user);
    touched.studioIds.add(added.studioId);
    touched.teacherIds.add(added.teacherId);
  };
  try {
    await write(input);
  } catch (error) {
    const studioLesson = Boolean(input.roomId || input.studioId);
    if (!(error instanceof HttpError) || error.statusCode !== 409 || !input.teacherId || !studioLesson)
      throw error;
    const { teacherId, ...withoutTeacher } = input;
    await write({ ...withoutTeacher, customTeacherName: WEEK.guestTeacherName });
  }
};

const seedStudioWeek = async (studioName: string, styles: string[]) => {
  const studio = await getStudioBySlug(studioName);
  if (!studio || (await listLessonsOfStudio(studio.id)).length > 0) return;
  const rooms = await listRoomsOfStudio(studio.id);
  const teachers = (await listMembersOfStudio(studio.id))
    .filter((member) => isActiveMember(member) && member.isTeacher)
    .map((member) => member.userId);
  const zone = ZONES[studio.countryCode ?? 'PL'] ?? 'Europe/Warsaw';
  let index = 0;
  for (const [roomIndex, room] of rooms.entries()) {
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const slots = weekday >= 5 ? WEEK.weekendSlots : WEEK.weekdaySlots;
      // Smaller rooms are used less; Fridays are lighter.
      const used = slots.slice(0, weekday === 4 || roomIndex > 0 ? slots.length - 1 : slots.length);
      for (const { start, minutes } of used) {
        const teacherId = teachers.length ? teachers[index % teachers.length] : undefined;
        await add(
          {
            styleId: styles[index % styles.length]!,
            weekday,
            startHour: start.hour,
            startMinute: start.minute,
            ...endOf(start.hour, start.minute, minutes),
            lessonTimezone: zone,
            roomId: room.id,
            ...(teacherId ? { teacherId } : { customTeacherName: WEEK.guestTeacherName }),
            level: (index % 4) as 0 | 1 | 2 | 3,
            ...audienceOf(index),
            isClosedGroup: index % WEEK.closedGroupEvery === WEEK.closedGroupEvery - 1,
            isReoccurring: true,
          },
          { id: studio.ownerId },
        );
        index += 1;
      }
    }
  }
};

/** Teachers' own lessons at custom addresses (JOURNEYS: a lesson in a park). */
const seedOwnLessons = async () => {
  for (const own of outdoorLessons) {
    const teacher = await getUserByEmail(own.teacher);
    if (!teacher || (await listLessonsOfTeacher(teacher.id)).some((lesson) => !lesson.studioId)) continue;
    await add(
      {
        name: own.name,
        styleId: own.styleId,
        weekday: own.weekday,
        startHour: own.start.hour,
        startMinute: own.start.minute,
        ...endOf(own.start.hour, own.start.minute, own.minutes),
        lessonTimezone: own.timezone,
        teacherId: teacher.id,
        customAddress: own.address,
        level: own.level,
        ageMin: 0,
        ageMax: 100,
        isClosedGroup: false,
        isReoccurring: true,
      },
      { id: teacher.id },
    );
  }
};

/** A week of lessons in every demo studio and the teachers' outdoor classes. Idempotent. */
export const seedDemoLessons = async (): Promise<void> => {
  for (const [studioName, styles] of Object.entries(STUDIO_STYLES)) await seedStudioWeek(studioName, styles);
  await seedOwnLessons();
  await refreshFacets({ studioIds: [...touched.studioIds], teacherIds: [...touched.teacherIds] });
};
