/**
 * The texts the API writes itself — the e-mails and the 429 refusals — are small hand-written
 * catalogues (ADR 0013: not Lingui). This keeps each in step across en, ua and pl: every key in
 * every language, the same kind of text, and every value English writes out written by the
 * translations too.
 */
import { catalogueDifferences, type Language, type SampleCalls } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_TEXTS } from './domains/accounts/mails/confirm-email';
import { INACTIVITY_WARNING_TEXTS } from './domains/accounts/mails/inactivity-warning';
import { ATTENDANCE_MAIL_TEXTS } from './domains/attendance/attendance-mail';
import { BOOKING_LINKS_TEXTS } from './domains/attendance/mails/booking-links';
import { GROUP_MAIL_TEXTS } from './domains/groups/group-mail';
import { JOIN_REQUEST_MAIL_TEXTS } from './domains/studios/join-request-mails';
import { RATE_LIMIT_TEXTS } from './services/rate-limits-messages';

/** The 429 texts are kept by reason, then language: the same catalogue, turned round. */
const rateLimitTextsByLanguage = (language: Language) =>
  Object.fromEntries(Object.entries(RATE_LIMIT_TEXTS).map(([reason, texts]) => [reason, texts[language]]));

const classes = [
  { when: 'Salsa, Tuesday 5 February 2030, 19:00', cancelUrl: 'https://plie.example/cancel/1' },
  { when: 'Salsa, Tuesday 12 February 2030, 19:00', cancelUrl: 'https://plie.example/cancel/2' },
];
const full = ['Salsa, Tuesday 19 February 2030, 19:00'];

const CATALOGUES: { name: string; catalogues: Record<Language, unknown>; samples: SampleCalls }[] = [
  {
    name: 'the sign-up e-mail',
    catalogues: ATTENDANCE_MAIL_TEXTS,
    samples: {
      body: [
        [
          {
            lessonName: 'Salsa Cubana',
            when: 'Tuesday, 1 December 2026, 19:00',
            where: 'Studio Rueda, Room 2',
          },
        ],
      ],
    },
  },
  {
    name: 'the group e-mails',
    catalogues: GROUP_MAIL_TEXTS,
    samples: {
      body: [
        [
          {
            groupName: 'Salsa Tuesdays',
            lessons: ['Salsa: Tuesday 19:00'],
            bookedCount: 7,
            bookedUntil: '28 February 2030',
            full,
            classes,
          },
        ],
      ],
      monthBody: [[{ groupName: 'Salsa Tuesdays', month: 'February 2030', classes, full }]],
    },
  },
  { name: 'the confirmation e-mail', catalogues: CONFIRM_EMAIL_TEXTS, samples: {} },
  {
    name: 'the inactive account warning',
    catalogues: INACTIVITY_WARNING_TEXTS,
    samples: { body: [['27 November 2027']] },
  },
  {
    name: 'the booking links e-mail',
    catalogues: BOOKING_LINKS_TEXTS,
    samples: {
      body: [[{ classes: 3, groups: 1 }]],
      cancel: [
        [{ lessonName: 'Salsa Cubana', when: 'Tuesday, 1 December 2026, 19:00', where: 'Studio Rueda' }],
      ],
      leave: [['Salsa Tuesdays']],
    },
  },
  {
    name: 'the request-to-join e-mails',
    catalogues: JOIN_REQUEST_MAIL_TEXTS,
    samples: {
      'asked.subject': [['Zofia Kowalska', 'Studio Rueda']],
      'asked.body': [['Zofia Kowalska (@zofia)', 'Studio Rueda']],
    },
  },
  {
    name: 'the 429 refusals',
    catalogues: {
      en: rateLimitTextsByLanguage('en'),
      ua: rateLimitTextsByLanguage('ua'),
      pl: rateLimitTextsByLanguage('pl'),
    },
    samples: {},
  },
];

describe('the API’s own catalogues', () => {
  it.each(CATALOGUES)(
    '$name: every key in en, ua and pl, with the same placeholders',
    ({ catalogues, samples }) => {
      expect(Object.keys(catalogues.en as object).length).toBeGreaterThan(2);
      expect(catalogueDifferences(catalogues, samples)).toEqual([]);
    },
  );

  it('notices a translation that drops a value the e-mail must show', () => {
    const broken = {
      ...ATTENDANCE_MAIL_TEXTS,
      pl: { ...ATTENDANCE_MAIL_TEXTS.pl, subject: (_lesson: string) => 'Jesteś zapisany(-a)' },
    };
    expect(catalogueDifferences(broken)).toEqual(['pl subject: leaves out 1, 2, 5, 21, 22, 25, 101']);
  });
});
