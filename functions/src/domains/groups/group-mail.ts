/**
 * The e-mail a new group member gets (spec §7 "Groups"), in their language: the group's classes,
 * what was booked at once, what was full, and the one-time link to leave the group.
 */
import { type IsoDate, type Language, pad2 } from '@plie/shared';
import { composeMail, type Mail } from '../../services/mail';

export interface JoinedGroup {
  groupName: string;
  /** Each lesson as `name: when`, already written in the member's language. */
  lessons: string[];
  bookedCount: number;
  /** The last date booked at once (the end of next month). */
  bookedUntil: string;
  /** The classes that had no place left, written out. */
  full: string[];
}

const TEXTS: Record<
  Language,
  {
    subject: (group: string) => string;
    greeting: (name: string) => string;
    body: (joined: JoinedGroup) => string[];
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
      `You are signed up for ${bookedCount} classes until ${bookedUntil}; each next month's classes follow automatically. Every class has its own confirmation e-mail with a link to cancel just that one.`,
      ...(full.length > 0 ? [`No places were left for: ${full.join('; ')}.`] : []),
      'To leave the group and cancel its upcoming classes, use the link below.',
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
      `Вас записано на заняття до ${bookedUntil} (кількість: ${bookedCount}); на заняття кожного наступного місяця вас буде записано автоматично. Про кожне заняття надійде окремий лист із посиланням, щоб скасувати саме його.`,
      ...(full.length > 0 ? [`Не залишилося місць на: ${full.join('; ')}.`] : []),
      'Щоб вийти з групи та скасувати її майбутні заняття, скористайтеся посиланням нижче.',
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
      `Jesteś zapisany(-a) na zajęcia do ${bookedUntil} (liczba: ${bookedCount}); na zajęcia każdego kolejnego miesiąca zapiszemy Cię automatycznie. Każde zajęcia mają osobny e-mail z linkiem, by odwołać tylko je.`,
      ...(full.length > 0 ? [`Zabrakło miejsc na: ${full.join('; ')}.`] : []),
      'Aby opuścić grupę i odwołać jej nadchodzące zajęcia, użyj linku poniżej.',
    ],
    action: 'Opuść grupę',
    footer: 'Otrzymujesz tę wiadomość, ponieważ ten adres został użyty, by dołączyć do grupy w Plié.',
  },
};

const localeOf = (language: Language) => (language === 'ua' ? 'uk' : language);

/** `1 December 2026` in the language (a calendar date: no zone can shift it). */
export const writtenDate = (date: IsoDate, language: Language): string =>
  new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** A weekday's name, 0 = Monday (2024-01-01 was a Monday). */
const weekdayName = (weekday: number, language: Language) =>
  new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(
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
  const texts = TEXTS[options.language];
  return composeMail({
    to: options.to,
    subject: texts.subject(options.joined.groupName),
    greeting: texts.greeting(options.name),
    paragraphs: texts.body(options.joined),
    action: { label: texts.action, url: options.leaveUrl },
    footer: texts.footer,
  });
};
