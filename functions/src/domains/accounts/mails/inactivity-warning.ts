/**
 * The warning that an inactive account will be deleted (issue #17 item 8), in the user's language:
 * sent once per inactivity period by the inactive-accounts job, 30 days before the deletion. Signing
 * in keeps the account; the mail links to the sign-in page and names the day.
 */
import { intlLocale, type Language, webPath } from '@plie/shared';
import { composeMail, type Mail } from '../../../services/mail';
import { webUrl } from '../google-sign-in';

/** The warning's texts by language (exported for mail-catalogues.test.ts, which keeps the languages in step). */
export const INACTIVITY_WARNING_TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    body: (deletionDay: string) => string[];
    action: string;
    footer: string;
  }
> = {
  en: {
    subject: 'Your Plié account will be deleted in 30 days',
    greeting: (name) => `Hi ${name},`,
    body: (deletionDay) => [
      'You have not used your Plié account for 11 months. As our terms say, accounts inactive for over 12 months are deleted.',
      `Your account will be deleted on ${deletionDay}, with your profile and personal data. To keep it, just sign in before then.`,
    ],
    action: 'Sign in to keep my account',
    footer: 'If you no longer need the account, you need not do anything.',
  },
  ua: {
    subject: 'Ваш обліковий запис Plié буде видалено через 30 днів',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: (deletionDay) => [
      'Ви не користувалися своїм обліковим записом Plié 11 місяців. Згідно з нашими умовами, облікові записи, неактивні понад 12 місяців, видаляються.',
      `Ваш обліковий запис буде видалено ${deletionDay} разом із профілем і персональними даними. Щоб зберегти його, просто увійдіть до цього дня.`,
    ],
    action: 'Увійти й зберегти обліковий запис',
    footer: 'Якщо обліковий запис вам більше не потрібен, нічого робити не треба.',
  },
  pl: {
    subject: 'Twoje konto Plié zostanie usunięte za 30 dni',
    greeting: (name) => `Cześć ${name},`,
    body: (deletionDay) => [
      'Nie korzystasz z konta Plié od 11 miesięcy. Zgodnie z naszym regulaminem konta nieaktywne dłużej niż 12 miesięcy są usuwane.',
      `Twoje konto zostanie usunięte ${deletionDay} wraz z profilem i danymi osobowymi. Aby je zachować, po prostu zaloguj się przed tym dniem.`,
    ],
    action: 'Zaloguj się i zachowaj konto',
    footer: 'Jeśli konto nie jest Ci już potrzebne, nie musisz nic robić.',
  },
};

/** `2027-11-27T…` → "27 November 2027" in the language. */
const writtenDay = (instant: Date, language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);

export const inactivityWarningMail = (options: {
  to: string;
  name: string;
  language: Language;
  deletionOn: Date;
}): Mail => {
  const texts = INACTIVITY_WARNING_TEXTS[options.language];
  return composeMail({
    to: options.to,
    subject: texts.subject,
    greeting: texts.greeting(options.name),
    paragraphs: texts.body(writtenDay(options.deletionOn, options.language)),
    action: { label: texts.action, url: webUrl(webPath.login()) },
    footer: texts.footer,
  });
};
