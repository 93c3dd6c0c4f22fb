import { nextOccurrenceDate } from '@plie/shared';
import { now } from '../../services/clock';
import type { LessonRecord } from './lesson-repository';

/** The next occurrence's date and how many signed up for it (the lesson's own `seats`, pattern 25). */
export const liveOf = (lesson: LessonRecord) => {
  const nextDate = nextOccurrenceDate(lesson, now()) ?? undefined;
  return nextDate ? { nextDate, attendeeCount: lesson.seats?.[nextDate] ?? 0 } : {};
};
