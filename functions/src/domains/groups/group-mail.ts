/**
 * The e-mails of group members (spec §7 "Groups"), in their language. On joining: the group's
 * classes, what was booked at once (each class with the one-time link that cancels just it), what
 * was full, and the one-time link to leave the group. Each month, once the monthly job has booked
 * next month: those classes, again each with its cancel link, and the leave link.
 */
import {
  type GroupOccurrence,
  type IsoDate,
  intlLocale,
  type Language,
  occurrenceStart,
  pad2,
} from '@plie/shared';
import { composeMail, type Mail } from '../../services/mail';
import { occurrenceWhen } from '../attendance/attendance-mail';
import type { LessonRecord } from '../lessons/lesson-repository';

/** A booked class as the e-mail lists it: when, and the link that cancels just it. */
export interface ClassLink {
  when: string;
  cancelUrl: string;
}

export interface JoinedGroup {
  groupName: string;
  /** Each lesson as `name: when`, already written in the member's language. */
  lessons: string[];
  bookedCount: number;
  /** The last date booked at once (the end of next month). */
  bookedUntil: string;
  /** The classes that had no place left, written out. */
  full: string[];
  /** The classes booked, each with its cancel link. */
  classes: ClassLink[];
}

/** What the monthly job booked for a member. */
export interface MonthOfGroup {
  groupName: string;
  /** The month, written out: `February 2030`. */
  month: string;
  classes: ClassLink[];
  full: string[];
}

/** The group e-mails' texts by language (exported for mail-catalogues.test.ts, which keeps the languages in step). */
export const GROUP_MAIL_TEXTS: Record<
  Language,
  {
    subject: (group: string) => string;
    greeting: (name: string) => string;
    body: (joined: JoinedGroup) => string[];
    /** Before the list of classes, each a link that cancels it. */
    classesIntro: string;
    cancel: string;
    monthSubject: (group: string, month: string) => string;
    monthBody: (month: MonthOfGroup) => string[];
    action: string;
    footer: string;
  }
> = {
  en: {
    subject: (group) => `You joined the group ${group}`,
    greeting: (name) => `Hi ${name},`,
    body: ({ groupName, lessons, bookedCount, bookedUntil, full }) => [
      `Welcome to the group ${groupName}. Its classes:`,
      ...lessons.map((lesson) => `• ${lesson}`),
      `You are signed up for ${bookedCount} classes until ${bookedUntil}; each next month's classes follow automatically, announced by an e-mail like this one.`,
      ...(full.length > 0 ? [`No places were left for: ${full.join('; ')}.`] : []),
      'To leave the group and cancel its upcoming classes, use the link below.',
    ],
    classesIntro: 'Can’t make one? Cancel just that class with its link, and the place goes to someone else:',
    cancel: 'Cancel',
    monthSubject: (group, month) => `Your classes of ${group} in ${month}`,
    monthBody: ({ groupName, month, classes, full }) => [
      `You are signed up for ${classes.length} classes of the group ${groupName} in ${month}.`,
      ...(full.length > 0 ? [`No places were left for: ${full.join('; ')}.`] : []),
    ],
    action: 'Leave the group',
    footer: 'You get this e-mail because this address was used to join a group on Plié.',
  },
  ua: {
    subject: (group) => `Ви приєдналися до групи ${group}`,
    greeting: (name) => `Вітаємо, ${name}!`,
    body: ({ groupName, lessons, bookedCount, bookedUntil, full }) => [
      `Ласкаво просимо до групи ${groupName}. Її заняття:`,
      ...lessons.map((lesson) => `• ${lesson}`),
      `Вас записано на заняття до ${bookedUntil} (кількість: ${bookedCount}); на заняття кожного наступного місяця вас буде записано автоматично, і про це надійде такий самий лист.`,
      ...(full.length > 0 ? [`Не залишилося місць на: ${full.join('; ')}.`] : []),
      'Щоб вийти з групи та скасувати її майбутні заняття, скористайтеся посиланням нижче.',
    ],
    classesIntro:
      'Не зможете прийти? Скасуйте саме це заняття за його посиланням, і місце дістанеться комусь іншому:',
    cancel: 'Скасувати',
    monthSubject: (group, month) => `Ваші заняття групи ${group}: ${month}`,
    monthBody: ({ groupName, month, classes, full }) => [
      `Вас записано на заняття групи ${groupName} у періоді ${month} (кількість: ${classes.length}).`,
      ...(full.length > 0 ? [`Не залишилося місць на: ${full.join('; ')}.`] : []),
    ],
    action: 'Вийти з групи',
    footer: 'Ви отримали цей лист, бо цю адресу вказали, приєднуючись до групи в Plié.',
  },
  pl: {
    subject: (group) => `Dołączyłeś(-aś) do grupy ${group}`,
    greeting: (name) => `Cześć ${name},`,
    body: ({ groupName, lessons, bookedCount, bookedUntil, full }) => [
      `Witamy w grupie ${groupName}. Jej zajęcia:`,
      ...lessons.map((lesson) => `• ${lesson}`),
      `Jesteś zapisany(-a) na zajęcia do ${bookedUntil} (liczba: ${bookedCount}); na zajęcia każdego kolejnego miesiąca zapiszemy Cię automatycznie i napiszemy o tym w podobnym e-mailu.`,
      ...(full.length > 0 ? [`Zabrakło miejsc na: ${full.join('; ')}.`] : []),
      'Aby opuścić grupę i odwołać jej nadchodzące zajęcia, użyj linku poniżej.',
    ],
    classesIntro: 'Nie możesz przyjść? Odwołaj tylko te zajęcia ich linkiem, a miejsce dostanie ktoś inny:',
    cancel: 'Odwołaj',
    monthSubject: (group, month) => `Twoje zajęcia grupy ${group}: ${month}`,
    monthBody: ({ groupName, month, classes, full }) => [
      `Jesteś zapisany(-a) na zajęcia grupy ${groupName} w okresie: ${month} (liczba: ${classes.length}).`,
      ...(full.length > 0 ? [`Zabrakło miejsc na: ${full.join('; ')}.`] : []),
    ],
    action: 'Opuść grupę',
    footer: 'Otrzymujesz tę wiadomość, ponieważ ten adres został użyty, by dołączyć do grupy w Plié.',
  },
};

/** `1 December 2026` in the language (a calendar date: no zone can shift it). */
export const writtenDate = (date: IsoDate, language: Language): string =>
  new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** A weekday's name, 0 = Monday (2024-01-01 was a Monday). */
const weekdayName = (weekday: number, language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekday, 12)),
  );

/** `Salsa: Tuesday 19:00` (weekly) or `Salsa: 18 December 2026 19:00` (one-off), on the lesson's wall clock. */
export const writtenLesson = (
  lesson: {
    name: string;
    weekday: number;
    startHour: number;
    startMinute: number;
    isReoccurring: boolean;
    date?: string;
  },
  language: Language,
): string => {
  const day =
    !lesson.isReoccurring && lesson.date
      ? writtenDate(lesson.date, language)
      : weekdayName(lesson.weekday, language);
  return `${lesson.name}: ${day} ${pad2(lesson.startHour)}:${pad2(lesson.startMinute)}`;
};

export const joinedGroupMail = (options: {
  to: string;
  name: string;
  language: Language;
  joined: JoinedGroup;
  leaveUrl: string;
}): Mail => {
  const texts = GROUP_MAIL_TEXTS[options.language];
  const { classes } = options.joined;
  return composeMail({
    to: options.to,
    subject: texts.subject(options.joined.groupName),
    greeting: texts.greeting(options.name),
    paragraphs: [...texts.body(options.joined), ...(classes.length > 0 ? [texts.classesIntro] : [])],
    links: classes.map((each) => ({ label: `${texts.cancel}: ${each.when}`, url: each.cancelUrl })),
    action: { label: texts.action, url: options.leaveUrl },
    footer: texts.footer,
  });
};

/** The month's e-mail of the monthly job: the classes booked, each with its cancel link; the leave link. */
export const monthOfGroupMail = (options: {
  to: string;
  name: string;
  language: Language;
  month: MonthOfGroup;
  leaveUrl: string;
}): Mail => {
  const texts = GROUP_MAIL_TEXTS[options.language];
  const { classes } = options.month;
  return composeMail({
    to: options.to,
    subject: texts.monthSubject(options.month.groupName, options.month.month),
    greeting: texts.greeting(options.name),
    paragraphs: [...texts.monthBody(options.month), ...(classes.length > 0 ? [texts.classesIntro] : [])],
    links: classes.map((each) => ({ label: `${texts.cancel}: ${each.when}`, url: each.cancelUrl })),
    action: { label: texts.action, url: options.leaveUrl },
    footer: texts.footer,
  });
};

/** A class as the e-mails write it: `Salsa, Tuesday 5 February 2030, 19:00`, on the lesson's wall clock. */
export const writtenClass = (
  lessons: readonly LessonRecord[],
  { lessonId, date }: GroupOccurrence,
  language: Language,
): string | undefined => {
  const lesson = lessons.find((candidate) => candidate.id === lessonId);
  if (!lesson) return undefined;
  return `${lesson.name}, ${occurrenceWhen(occurrenceStart(lesson, date), lesson.lessonTimezone, language)}`;
};

/** The booked classes as the e-mails list them, each with the link that cancels just it. */
export const classLinks = (
  booked: readonly (GroupOccurrence & { cancelUrl: string })[],
  lessons: readonly LessonRecord[],
  language: Language,
): ClassLink[] =>
  booked.flatMap((booking) => {
    const when = writtenClass(lessons, booking, language);
    return when ? [{ when, cancelUrl: booking.cancelUrl }] : [];
  });

/** `February 2030` in the language. */
export const writtenMonth = (date: IsoDate, language: Language): string =>
  new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
