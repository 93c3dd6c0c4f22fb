/**
 * "Your bookings on Plié" — the mail a guest asks for again ("send me my booking e-mail again",
 * issue #16): every upcoming class booked with the address, each with the one-time link that
 * cancels it, and every active group membership with the link that leaves it, in one mail, in the
 * language of the latest booking. Pure text: the outbox worker reads the bookings and makes the
 * links (workflows/outbox/booking-links-mail.ts).
 */
import type { Language } from '@plie/shared';
import { composeMail, type Mail } from '../../../services/mail';

/** A booked class as the mail lists it: what, when and where (already written in the language), its cancel link. */
export interface ListedClass {
  lessonName: string;
  when: string;
  where: string;
  cancelUrl: string;
}

/** An active group membership as the mail lists it: the group's name and its leave link. */
export interface ListedGroup {
  groupName: string;
  leaveUrl: string;
}

/** The texts by language (exported for mail-catalogues.test.ts, which keeps the languages in step). */
export const BOOKING_LINKS_TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: string;
    body: (counts: { classes: number; groups: number }) => string[];
    cancel: (listed: { lessonName: string; when: string; where: string }) => string;
    leave: (groupName: string) => string;
    action: string;
    footer: string;
  }
> = {
  en: {
    subject: 'Your bookings on Plié',
    greeting: 'Hello,',
    body: ({ classes, groups }) => [
      `You asked for your booking links again. Upcoming classes booked with this address: ${classes}; groups: ${groups}.`,
      'Each link below works once: it cancels just that class, or leaves that group and cancels its upcoming classes.',
    ],
    cancel: ({ lessonName, when, where }) => `Cancel ${lessonName}, ${when}, ${where}`,
    leave: (groupName) => `Leave the group ${groupName}`,
    action: 'Find more lessons',
    footer:
      'You get this e-mail because someone asked Plié to send the bookings of this address again. If it was not you, ignore it: nothing has changed.',
  },
  ua: {
    subject: 'Ваші записи в Plié',
    greeting: 'Вітаємо!',
    body: ({ classes, groups }) => [
      `Ви попросили надіслати посилання на ваші записи ще раз. Майбутні заняття, записані на цю адресу: ${classes}; групи: ${groups}.`,
      'Кожне посилання нижче діє один раз: воно скасовує лише це заняття або виводить вас із цієї групи та скасовує її майбутні заняття.',
    ],
    cancel: ({ lessonName, when, where }) => `Скасувати ${lessonName}, ${when}, ${where}`,
    leave: (groupName) => `Вийти з групи ${groupName}`,
    action: 'Знайти інші заняття',
    footer:
      'Ви отримали цей лист, бо хтось попросив Plié ще раз надіслати записи цієї адреси. Якщо це були не ви, проігноруйте його: нічого не змінилося.',
  },
  pl: {
    subject: 'Twoje zapisy w Plié',
    greeting: 'Cześć,',
    body: ({ classes, groups }) => [
      `Poprosiłeś(-aś) o ponowne przesłanie linków do zapisów. Nadchodzące zajęcia zapisane na ten adres: ${classes}; grupy: ${groups}.`,
      'Każdy link poniżej działa raz: odwołuje tylko te zajęcia albo wypisuje z tej grupy i odwołuje jej nadchodzące zajęcia.',
    ],
    cancel: ({ lessonName, when, where }) => `Odwołaj ${lessonName}, ${when}, ${where}`,
    leave: (groupName) => `Wypisz się z grupy ${groupName}`,
    action: 'Znajdź więcej zajęć',
    footer:
      'Otrzymujesz tę wiadomość, ponieważ ktoś poprosił Plié o ponowne przesłanie zapisów tego adresu. Jeśli to nie Ty, zignoruj ją: nic się nie zmieniło.',
  },
};

export const bookingLinksMail = (options: {
  to: string;
  language: Language;
  classes: readonly ListedClass[];
  groups: readonly ListedGroup[];
  /** Where "find more lessons" leads (the schedule). */
  scheduleUrl: string;
}): Mail => {
  const texts = BOOKING_LINKS_TEXTS[options.language];
  return composeMail({
    to: options.to,
    subject: texts.subject,
    greeting: texts.greeting,
    paragraphs: texts.body({ classes: options.classes.length, groups: options.groups.length }),
    links: [
      ...options.classes.map((listed) => ({ label: texts.cancel(listed), url: listed.cancelUrl })),
      ...options.groups.map((listed) => ({ label: texts.leave(listed.groupName), url: listed.leaveUrl })),
    ],
    action: { label: texts.action, url: options.scheduleUrl },
    footer: texts.footer,
  });
};
