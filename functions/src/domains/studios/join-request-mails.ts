/**
 * The e-mails of a teacher's request to join a studio (issue #17 item 3), each in its recipient's
 * language: to every admin of the studio (its owner included) when a teacher asks, with a link to
 * the studio's team tab; to the teacher when the studio accepts or refuses.
 *
 * They go through the outbox (ADR 0017): the change writes one message per recipient in its own
 * transaction (`joinAskedMessages`, `joinAnsweredMessage`), with an id naming the event, so one
 * event mails each recipient once; the worker composes the mail at send time from the records as
 * they are then (`joinAskedMailOf`, `joinAnsweredMailOf`) and drops it when it no longer holds (the
 * request was answered or withdrawn before the admins' mail went, the account is gone).
 */
import { inviteStatus, type Language, webPath } from '@plie/shared';
import { composeMail, type Mail, publicWebUrl } from '../../services/mail';
import { newOutboxMessage, type OutboxMessage } from '../../services/outbox';
import { getUserById } from '../accounts/user-repository';
import { getMember, isActiveMember, type MemberRecord } from './member-repository';
import { getStudioById } from './studio-repository';

/** The texts by language (exported for mail-catalogues.test.ts, which keeps the languages in step). */
export const JOIN_REQUEST_MAIL_TEXTS: Record<
  Language,
  {
    asked: {
      subject: (teacher: string, studio: string) => string;
      greeting: (name: string) => string;
      body: (teacher: string, studio: string) => string[];
      note: (message: string) => string;
      action: string;
      footer: (studio: string) => string;
    };
    accepted: {
      subject: (studio: string) => string;
      greeting: (name: string) => string;
      body: (studio: string) => string[];
      action: string;
      footer: (studio: string) => string;
    };
    refused: {
      subject: (studio: string) => string;
      greeting: (name: string) => string;
      body: (studio: string) => string[];
      action: string;
      footer: (studio: string) => string;
    };
  }
> = {
  en: {
    asked: {
      subject: (teacher, studio) => `${teacher} asks to join ${studio}`,
      greeting: (name) => `Hi ${name},`,
      body: (teacher, studio) => [
        `${teacher} asked to join the team of ${studio} on Plié as a teacher.`,
        'Accept or refuse the request on the studio’s Teachers tab.',
      ],
      note: (message) => `Their message: “${message}”`,
      action: 'See the request',
      footer: (studio) => `You get this e-mail because you are an admin of ${studio} on Plié.`,
    },
    accepted: {
      subject: (studio) => `${studio} accepted your request`,
      greeting: (name) => `Hi ${name},`,
      body: (studio) => [
        `${studio} accepted your request to join its team. You are now one of its teachers on Plié.`,
      ],
      action: 'Open the studio',
      footer: (studio) => `You get this e-mail because you asked to join ${studio} on Plié.`,
    },
    refused: {
      subject: (studio) => `Your request to join ${studio}`,
      greeting: (name) => `Hi ${name},`,
      body: (studio) => [
        `${studio} did not accept your request to join its team this time.`,
        'You can ask again later, or find other studios on Plié.',
      ],
      action: 'Find studios',
      footer: (studio) => `You get this e-mail because you asked to join ${studio} on Plié.`,
    },
  },
  ua: {
    asked: {
      subject: (teacher, studio) => `${teacher} просить приєднатися до ${studio}`,
      greeting: (name) => `Вітаємо, ${name}!`,
      body: (teacher, studio) => [
        `${teacher} просить приєднатися до команди ${studio} у Plié як викладач.`,
        'Прийміть або відхиліть запит на вкладці «Викладачі» студії.',
      ],
      note: (message) => `Повідомлення: «${message}»`,
      action: 'Переглянути запит',
      footer: (studio) => `Ви отримали цей лист, бо ви адміністратор студії ${studio} у Plié.`,
    },
    accepted: {
      subject: (studio) => `${studio} прийняла ваш запит`,
      greeting: (name) => `Вітаємо, ${name}!`,
      body: (studio) => [
        `${studio} прийняла ваш запит приєднатися до команди. Тепер ви викладач цієї студії в Plié.`,
      ],
      action: 'Відкрити студію',
      footer: (studio) => `Ви отримали цей лист, бо просили приєднатися до ${studio} у Plié.`,
    },
    refused: {
      subject: (studio) => `Ваш запит приєднатися до ${studio}`,
      greeting: (name) => `Вітаємо, ${name}!`,
      body: (studio) => [
        `${studio} цього разу не прийняла ваш запит приєднатися до команди.`,
        'Ви можете попросити знову пізніше або знайти інші студії в Plié.',
      ],
      action: 'Знайти студії',
      footer: (studio) => `Ви отримали цей лист, бо просили приєднатися до ${studio} у Plié.`,
    },
  },
  pl: {
    asked: {
      subject: (teacher, studio) => `${teacher} prosi o dołączenie do ${studio}`,
      greeting: (name) => `Cześć ${name},`,
      body: (teacher, studio) => [
        `${teacher} prosi o dołączenie do zespołu ${studio} w Plié jako instruktor.`,
        'Przyjmij lub odrzuć prośbę w zakładce „Instruktorzy” studia.',
      ],
      note: (message) => `Wiadomość: „${message}”`,
      action: 'Zobacz prośbę',
      footer: (studio) => `Otrzymujesz tę wiadomość, ponieważ jesteś administratorem ${studio} w Plié.`,
    },
    accepted: {
      subject: (studio) => `${studio} przyjęło Twoją prośbę`,
      greeting: (name) => `Cześć ${name},`,
      body: (studio) => [
        `${studio} przyjęło Twoją prośbę o dołączenie do zespołu. Jesteś teraz instruktorem tego studia w Plié.`,
      ],
      action: 'Otwórz studio',
      footer: (studio) =>
        `Otrzymujesz tę wiadomość, ponieważ prosiłeś(-aś) o dołączenie do ${studio} w Plié.`,
    },
    refused: {
      subject: (studio) => `Twoja prośba o dołączenie do ${studio}`,
      greeting: (name) => `Cześć ${name},`,
      body: (studio) => [
        `${studio} tym razem nie przyjęło Twojej prośby o dołączenie do zespołu.`,
        'Możesz poprosić ponownie później albo znaleźć inne studia w Plié.',
      ],
      action: 'Znajdź studia',
      footer: (studio) =>
        `Otrzymujesz tę wiadomość, ponieważ prosiłeś(-aś) o dołączenie do ${studio} w Plié.`,
    },
  },
};

/** The event a request to join is known by: the moment the teacher's side was given. */
const eventOf = (request: Pick<MemberRecord, 'studioId' | 'userId' | 'updatedAt'>) =>
  `${request.studioId}.${request.userId}.${request.updatedAt}`;

/** One message per admin of the studio (`adminIds`: its owner and admins) for the request just written. */
export const joinAskedMessages = (
  request: MemberRecord,
  adminIds: readonly string[],
  at: Date,
): OutboxMessage[] =>
  [...new Set(adminIds)]
    .filter((adminId) => adminId !== request.userId)
    .map((adminId) =>
      newOutboxMessage(
        `joinAsked.${eventOf(request)}.${adminId}`,
        {
          kind: 'joinAsked',
          params: { studioId: request.studioId, userId: request.userId, adminId, askedAt: request.updatedAt },
        },
        at,
      ),
    );

/** The teacher's mail when the studio accepts (`accepted`) or refuses their request as read (`request`). */
export const joinAnsweredMessage = (request: MemberRecord, accepted: boolean, at: Date): OutboxMessage =>
  newOutboxMessage(
    `${accepted ? 'joinAccepted' : 'joinRefused'}.${eventOf(request)}`,
    { kind: 'joinAnswered', params: { studioId: request.studioId, userId: request.userId, accepted } },
    at,
  );

const teamTabUrl = (studioName: string) =>
  `${publicWebUrl()}${webPath.studio({ studioName, tab: 'teachers' })}`;

/**
 * The mail to one admin about a request, as of now: none when the request is no longer the one that
 * was made (answered, withdrawn, asked again), the studio or a person is gone, or the recipient no
 * longer administers the studio.
 */
export const joinAskedMailOf = async (params: {
  studioId: string;
  userId: string;
  adminId: string;
  askedAt: string;
}): Promise<Mail | undefined> => {
  const [request, studio, teacher, admin, adminMembership] = await Promise.all([
    getMember(params.studioId, params.userId, { consistent: true }),
    getStudioById(params.studioId),
    getUserById(params.userId),
    getUserById(params.adminId),
    getMember(params.studioId, params.adminId),
  ]);
  if (!request || request.updatedAt !== params.askedAt || inviteStatus(request) !== 'awaitingStudio') return;
  if (!studio || studio.isDeleted || !teacher || !admin) return;
  const administers =
    studio.ownerId === admin.id ||
    (isActiveMember(adminMembership) && (adminMembership.isAdmin || adminMembership.isOwner));
  if (!administers) return;
  const texts = JOIN_REQUEST_MAIL_TEXTS[admin.language ?? 'en'].asked;
  const teacherName = `${teacher.name} (@${teacher.username})`;
  return composeMail({
    to: admin.email,
    subject: texts.subject(teacher.name, studio.name),
    greeting: texts.greeting(admin.name),
    paragraphs: [
      ...texts.body(teacherName, studio.name),
      ...(request.message ? [texts.note(request.message)] : []),
    ],
    action: { label: texts.action, url: teamTabUrl(studio.studioName) },
    footer: texts.footer(studio.name),
  });
};

/** The teacher's mail about the studio's answer: none when the studio or the account is gone. */
export const joinAnsweredMailOf = async (params: {
  studioId: string;
  userId: string;
  accepted: boolean;
}): Promise<Mail | undefined> => {
  const [studio, teacher] = await Promise.all([getStudioById(params.studioId), getUserById(params.userId)]);
  if (!studio || studio.isDeleted || !teacher) return;
  const texts = JOIN_REQUEST_MAIL_TEXTS[teacher.language ?? 'en'][params.accepted ? 'accepted' : 'refused'];
  return composeMail({
    to: teacher.email,
    subject: texts.subject(studio.name),
    greeting: texts.greeting(teacher.name),
    paragraphs: texts.body(studio.name),
    action: {
      label: texts.action,
      url: params.accepted ? teamTabUrl(studio.studioName) : `${publicWebUrl()}${webPath.studios()}`,
    },
    footer: texts.footer(studio.name),
  });
};
