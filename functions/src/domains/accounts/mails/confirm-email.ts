/** The e-mail confirmation message, in the user's language. */
import type { Language } from '@plie/shared';
import { composeMail, type Mail } from '../../../services/mail';

/** The confirmation e-mail's texts by language (exported for mail-catalogues.test.ts, which keeps the languages in step). */
export const CONFIRM_EMAIL_TEXTS: Record<
  Language,
  { subject: string; greeting: (name: string) => string; body: string[]; action: string; footer: string }
> = {
  en: {
    subject: 'Confirm your e-mail for Plié',
    greeting: (name) => `Hi ${name},`,
    body: [
      'Welcome to Plié! Please confirm your e-mail address to create studios, lessons and groups.',
      'The link works once and expires in 48 hours.',
    ],
    action: 'Confirm my e-mail',
    footer:
      'If you did not sign up for Plié, ignore this message: the account will be deleted within 24 hours.',
  },
  ua: {
    subject: 'Підтвердіть свою пошту в Plié',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: [
      'Ласкаво просимо до Plié! Підтвердіть адресу електронної пошти, щоб створювати студії, заняття та групи.',
      'Посилання діє один раз і протягом 48 годин.',
    ],
    action: 'Підтвердити пошту',
    footer:
      'Якщо ви не реєструвалися в Plié, просто проігноруйте цей лист: обліковий запис буде видалено протягом 24 годин.',
  },
  pl: {
    subject: 'Potwierdź swój e-mail w Plié',
    greeting: (name) => `Cześć ${name},`,
    body: [
      'Witamy w Plié! Potwierdź swój adres e-mail, aby tworzyć studia, zajęcia i grupy.',
      'Link działa jeden raz i wygasa po 48 godzinach.',
    ],
    action: 'Potwierdzam e-mail',
    footer:
      'Jeśli nie zakładałeś konta w Plié, zignoruj tę wiadomość: konto zostanie usunięte w ciągu 24 godzin.',
  },
};

export const confirmEmailMail = (options: {
  to: string;
  name: string;
  language: Language;
  url: string;
}): Mail => {
  const texts = CONFIRM_EMAIL_TEXTS[options.language];
  return composeMail({
    to: options.to,
    subject: texts.subject,
    greeting: texts.greeting(options.name),
    paragraphs: texts.body,
    action: { label: texts.action, url: options.url },
    footer: texts.footer,
  });
};
