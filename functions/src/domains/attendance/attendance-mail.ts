/** The sign-up confirmation (spec §7 "Attendance"): what, when and where, and the cancel link, in the dancer's language. */
import { intlLocale, type Language } from '@plie/shared';
import { composeMail, type Mail } from '../../services/mail';

export interface SignedUpOccurrence {
  lessonName: string;
  /** The occurrence's date and start, already written in the dancer's language and the lesson's zone. */
  when: string;
  /** The studio and room, or the custom address. */
  where: string;
}

/** The sign-up e-mail's texts by language (exported for mail-catalogues.test.ts, which keeps the languages in step). */
export const ATTENDANCE_MAIL_TEXTS: Record<
  Language,
  {
    subject: (lesson: string) => string;
    greeting: (name: string) => string;
    body: (occurrence: SignedUpOccurrence) => string[];
    action: string;
    footer: string;
  }
> = {
  en: {
    subject: (lesson) => `You are signed in for ${lesson}`,
    greeting: (name) => `Hi ${name},`,
    body: ({ lessonName, when, where }) => [
      `You are signed in for the lesson ${lessonName}.`,
      `When: ${when}`,
      `Where: ${where}`,
      'Plans changed? Cancel with the link below, and your place goes to another dancer.',
    ],
    action: 'Cancel my attendance',
    footer: 'You get this e-mail because this address was used to sign up for a lesson on Plié.',
  },
  ua: {
    subject: (lesson) => `Ви записані на ${lesson}`,
    greeting: (name) => `Вітаємо, ${name}!`,
    body: ({ lessonName, when, where }) => [
      `Ви записані на заняття ${lessonName}.`,
      `Коли: ${when}`,
      `Де: ${where}`,
      'Плани змінилися? Скасуйте запис за посиланням нижче, і ваше місце отримає інший танцівник.',
    ],
    action: 'Скасувати запис',
    footer: 'Ви отримали цей лист, бо цю адресу вказали під час запису на заняття в Plié.',
  },
  pl: {
    subject: (lesson) => `Jesteś zapisany(-a) na ${lesson}`,
    greeting: (name) => `Cześć ${name},`,
    body: ({ lessonName, when, where }) => [
      `Jesteś zapisany(-a) na zajęcia ${lessonName}.`,
      `Kiedy: ${when}`,
      `Gdzie: ${where}`,
      'Zmiana planów? Odwołaj zapis linkiem poniżej, a Twoje miejsce dostanie inna osoba.',
    ],
    action: 'Odwołaj zapis',
    footer: 'Otrzymujesz tę wiadomość, ponieważ ten adres został użyty do zapisu na zajęcia w Plié.',
  },
};

/** `Tuesday, 1 December 2026, 19:00` in the language, on the lesson's wall clock. */
export const occurrenceWhen = (start: Date, timeZone: string, language: Language): string =>
  new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(start);

export const attendanceMail = (options: {
  to: string;
  name: string;
  language: Language;
  occurrence: SignedUpOccurrence;
  cancelUrl: string;
}): Mail => {
  const texts = ATTENDANCE_MAIL_TEXTS[options.language];
  return composeMail({
    to: options.to,
    subject: texts.subject(options.occurrence.lessonName),
    greeting: texts.greeting(options.name),
    paragraphs: texts.body(options.occurrence),
    action: { label: texts.action, url: options.cancelUrl },
    footer: texts.footer,
  });
};
