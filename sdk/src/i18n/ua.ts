/** The sdk components' texts in Ukrainian (keys and signatures as in `en.ts`). */
import type { Messages } from './en';
import { plural } from './plural';

export const ua = {
  lessons: 'Заняття',
  columns: {
    when: 'Коли',
    nextDate: 'Найближча дата',
    lesson: 'Заняття',
    level: 'Рівень',
    teacher: 'Викладач',
    place: 'Місце',
    places: 'Місця',
    actions: 'Дії',
  },
  levels: { 0: 'Початковий', 1: 'Середній', 2: 'Профі', 3: 'Відкритий' },
  now: 'Зараз',
  onNow: 'триває зараз',
  closedGroup: 'Закрита група',
  full: 'Заповнено',
  occupancy: (taken: number, capacity: number) => `Зайнято місць: ${taken} з ${capacity}`,
  placesLeft: (count: number) =>
    plural('ua', count, {
      one: 'Залишилося # місце',
      few: 'Залишилося # місця',
      many: 'Залишилося # місць',
      other: 'Залишилося # місця',
    }),
  agesBetween: (min: number, max: number) => `Вік ${min}–${max}`,
  agesFrom: (min: number) => `Вік ${min}+`,
  agesUpTo: (max: number) => `Вік до ${max}`,
  timeZone: (zone: string) => `Час у зоні ${zone}`,
  noLessons: 'Немає занять для показу.',
  calendar: {
    label: 'Календар занять',
    previousWeek: 'Попередній тиждень',
    nextWeek: 'Наступний тиждень',
    previousDay: 'Попередній день',
    nextDay: 'Наступний день',
    today: 'Сьогодні',
    newLessonAt: (day: string, time: string) => `Додати заняття: ${day}, ${time}`,
    instructions:
      'Виберіть вільний час, щоб додати на нього заняття. Стрілки переміщують між часом і днями; Shift зі стрілкою вгору чи вниз виділяє довший час.',
    noLessonsOnDay: 'Цього дня немає занять.',
    noLessonsInWeek: 'Цього тижня немає занять.',
  },
} satisfies Messages;
