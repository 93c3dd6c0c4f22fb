/**
 * Demo lessons of the local runtime (JOURNEYS.md "Demo data"): a realistic week in every seeded
 * studio — evenings on weekdays, mornings at weekends, many styles and levels, some for kids and
 * teens, some closed groups — and teachers' own lessons at custom addresses (parks). Written
 * through the same `addLesson` as the API (permissions, availability, room counts, facets).
 */
import type { Address, LessonInput } from '@plie/shared';
import { getUserByEmail } from '../domains/accounts/user-repository';
import { addLesson } from '../domains/lessons/handlers';
import { refreshFacets } from '../domains/lessons/lesson-facets';
import { listLessonsOfStudio, listLessonsOfTeacher } from '../domains/lessons/lesson-repository';
import { listRoomsOfStudio } from '../domains/rooms/room-repository';
import { isActiveMember, listMembersOfStudio } from '../domains/studios/member-repository';
import { getStudioBySlug } from '../domains/studios/studio-repository';
import { HttpError } from '../errors';

const ZONES: Record<string, string> = { PL: 'Europe/Warsaw', UA: 'Europe/Kyiv', DE: 'Europe/Berlin' };

/** The styles each demo studio teaches, in the order its week uses them. */
const STUDIO_STYLES: Record<string, string[]> = {
  rytm_krakow: ['salsa', 'bachata', 'contemporary', 'salsa-cubana', 'jazz', 'bachata-sensual', 'ballet'],
  salsa_warszawa: ['salsa-cubana', 'bachata', 'salsa', 'latino-solo', 'latin-ballroom'],
  flow_wroclaw: ['contemporary', 'jazz', 'heels', 'breaking', 'modern'],
  kyiv_loft: ['hip-hop', 'house', 'contemporary', 'folk', 'kizomba', 'locking'],
  lviv_tango: ['tango', 'tango', 'ballroom'],
  berlin_move: ['lindy-hop', 'balboa', 'ballroom', 'west-coast-swing'],
  kizomba_corner: ['kizomba', 'urban-kiz'],
  studio_lato: ['folk', 'ballroom'],
};

/** Evening slots on weekdays, morning slots at weekends: [start hour, minute, length in minutes]. */
const WEEKDAY_SLOTS: [number, number, number][] = [
  [17, 0, 60],
  [18, 15, 75],
  [19, 45, 75],
];
const WEEKEND_SLOTS: [number, number, number][] = [
  [10, 0, 90],
  [12, 0, 60],
];

/** Who each lesson is for: mostly adults, every fifth for kids, every seventh for teens. */
const audienceOf = (index: number) =>
  index % 5 === 4
    ? { ageMin: 6, ageMax: 12 }
    : index % 7 === 6
      ? { ageMin: 13, ageMax: 17 }
      : { ageMin: 0, ageMax: 100 };

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
    await write({ ...withoutTeacher, customTeacherName: 'Guest teacher' });
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
      const slots = weekday >= 5 ? WEEKEND_SLOTS : WEEKDAY_SLOTS;
      // Smaller rooms are used less; Fridays are lighter.
      const used = slots.slice(0, weekday === 4 || roomIndex > 0 ? slots.length - 1 : slots.length);
      for (const [hour, minute, length] of used) {
        const teacherId = teachers.length ? teachers[index % teachers.length] : undefined;
        await add(
          {
            styleId: styles[index % styles.length]!,
            weekday,
            startHour: hour,
            startMinute: minute,
            ...endOf(hour, minute, length),
            lessonTimezone: zone,
            roomId: room.id,
            ...(teacherId ? { teacherId } : { customTeacherName: 'Guest teacher' }),
            level: (index % 4) as 0 | 1 | 2 | 3,
            ...audienceOf(index),
            isClosedGroup: index % 9 === 8,
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
const OWN_LESSONS: {
  teacher: string;
  styleId: string;
  weekday: number;
  hour: number;
  address: Address;
  zone: string;
}[] = [
  {
    teacher: 'tomasz@plie.local',
    styleId: 'tango',
    weekday: 6,
    hour: 17,
    address: {
      fullAddress: 'Park Jordana, al. 3 Maja 11',
      city: 'Kraków',
      country: 'PL',
      postalCode: '30-062',
      lat: 50.0605,
      lng: 19.9164,
    },
    zone: 'Europe/Warsaw',
  },
  {
    teacher: 'andriy@plie.local',
    styleId: 'hip-hop',
    weekday: 5,
    hour: 15,
    address: { fullAddress: 'Маріїнський парк', city: 'Kyiv', country: 'UA', lat: 50.4469, lng: 30.5389 },
    zone: 'Europe/Kyiv',
  },
  {
    teacher: 'pawel@plie.local',
    styleId: 'lindy-hop',
    weekday: 6,
    hour: 16,
    address: {
      fullAddress: 'Łazienki Królewskie, ul. Agrykoli 1',
      city: 'Warsaw',
      country: 'PL',
      lat: 52.2149,
      lng: 21.0355,
    },
    zone: 'Europe/Warsaw',
  },
];

const seedOwnLessons = async () => {
  for (const own of OWN_LESSONS) {
    const teacher = await getUserByEmail(own.teacher);
    if (!teacher || (await listLessonsOfTeacher(teacher.id)).some((lesson) => !lesson.studioId)) continue;
    await add(
      {
        name: 'Outdoor class',
        styleId: own.styleId,
        weekday: own.weekday,
        startHour: own.hour,
        startMinute: 0,
        endHour: own.hour + 1,
        endMinute: 30,
        lessonTimezone: own.zone,
        teacherId: teacher.id,
        customAddress: own.address,
        level: 3,
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
