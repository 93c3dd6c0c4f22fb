/**
 * What lessons say about their studio and teacher, kept in step after every lesson write: the
 * studio's styles (studio page, Studios filter) and the teacher's places, styles and studios
 * (Teacher filters of /teachers). Recomputed from the lessons themselves, so they cannot drift.
 */
import { normalizeKeyText } from '../../db/keys';
import { setTeachingFacets } from '../accounts/user-repository';
import { setStudioStyleIds } from '../studios/studio-repository';
import { listLessonsOfStudio, listLessonsOfTeacher } from './lesson-repository';

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

export const refreshStudioStyles = async (studioId: string) => {
  const lessons = await listLessonsOfStudio(studioId);
  await setStudioStyleIds(studioId, unique(lessons.map((lesson) => lesson.styleId)).sort());
};

/** Only public lessons count: the filters find teachers by what the public can book. */
export const refreshTeacherFacets = async (teacherId: string) => {
  const lessons = (await listLessonsOfTeacher(teacherId)).filter((lesson) => lesson.isPublic);
  await setTeachingFacets(teacherId, {
    teachingCountries: unique(lessons.map((lesson) => lesson.countryCode)),
    teachingCities: unique(lessons.map((lesson) => `${lesson.countryCode}#${normalizeKeyText(lesson.city)}`)),
    teachingStyleIds: unique(lessons.map((lesson) => lesson.styleId)),
    teachingStudioIds: unique(lessons.map((lesson) => lesson.studioId)),
  });
};

/** After a write touching these studios and teachers (before and after a change). */
export const refreshFacets = async (of: {
  studioIds: (string | undefined)[];
  teacherIds: (string | undefined)[];
}) => {
  await Promise.all([
    ...unique(of.studioIds).map(refreshStudioStyles),
    ...unique(of.teacherIds).map(refreshTeacherFacets),
  ]);
};
