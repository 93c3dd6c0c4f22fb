/** A lesson's index input as the code passes it: the key tests build every lesson index key from it. */
import type { LessonIndexInput } from '../src/db/keys';

export const SAMPLE_LESSON_INDEX_INPUT: LessonIndexInput = {
  lessonId: 'l1',
  weekday: 2,
  startHour: 18,
  startMinute: 30,
  styleId: 'salsa',
  level: 1,
  studioId: 's1',
  teacherId: 't1',
  roomId: 'r1',
  countryCode: 'PL',
  city: 'Kraków',
  isPublic: true,
};
