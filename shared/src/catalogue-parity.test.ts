import { describe, expect, it } from 'vitest';
import { catalogueDifferences } from './catalogue-parity';

const plural = (count: number, one: string, few: string, many: string) =>
  (count === 1
    ? one
    : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14)
      ? few
      : many
  ).replace('#', String(count));

const en = {
  title: 'Lessons',
  columns: { when: 'When' },
  body: ['Hello', 'Bye'],
  sentTo: (email: string) => `Sent to ${email}.`,
  occupancy: (taken: number, capacity: number) => `${taken} of ${capacity} places taken`,
  placesLeft: (count: number) => (count === 1 ? '# place left' : '# places left').replace('#', String(count)),
};
const ua = {
  title: 'Заняття',
  columns: { when: 'Коли' },
  body: ['Вітаємо', 'Бувайте'],
  sentTo: (email: string) => `Надіслано на ${email}.`,
  occupancy: (taken: number, capacity: number) => `Зайнято місць: ${taken} з ${capacity}`,
  placesLeft: (count: number) =>
    plural(count, 'Залишилося # місце', 'Залишилося # місця', 'Залишилося # місць'),
};
const pl = {
  title: 'Zajęcia',
  columns: { when: 'Kiedy' },
  body: ['Cześć', 'Pa'],
  sentTo: (email: string) => `Wysłano na ${email}.`,
  occupancy: (taken: number, capacity: number) => `Zajęte ${taken} z ${capacity} miejsc`,
  placesLeft: (count: number) => plural(count, 'Zostało # miejsce', 'Zostały # miejsca', 'Zostało # miejsc'),
};

describe('catalogueDifferences', () => {
  it('finds none between catalogues in step', () => {
    expect(catalogueDifferences({ en, ua, pl })).toEqual([]);
  });

  it.each([
    ['a missing text', { ...pl, title: undefined }, ['pl title: missing where English has a text']],
    ['a missing group', { ...pl, columns: {} }, ['pl columns.when: missing where English has a text']],
    ['an extra key', { ...pl, extra: 'Nadmiar' }, ['pl extra: not in English']],
    [
      'a text for a function',
      { ...pl, sentTo: 'Wysłano.' },
      ['pl sentTo: text where English has a function'],
    ],
    ['a list of another length', { ...pl, body: ['Cześć'] }, ['pl body: 1 entries where English has 2']],
    [
      'a function of another arity',
      { ...pl, occupancy: (taken: number) => `Zajęte ${taken}` },
      ['pl occupancy: takes 1 values where English takes 2'],
    ],
  ])('finds %s', (_, broken, differences) => {
    expect(catalogueDifferences({ en, ua, pl: broken })).toEqual(differences);
  });

  it('finds a placeholder a translation leaves out', () => {
    const broken = { ...ua, sentTo: (_email: string) => 'Надіслано.' };
    expect(catalogueDifferences({ en, ua: broken, pl }, { sentTo: [['ada@example.com']] })).toEqual([
      'ua sentTo: leaves out ada@example.com',
    ]);
  });

  it('finds a plural form without its number, whichever count selects it', () => {
    const broken = {
      ...ua,
      placesLeft: (count: number) =>
        plural(count, 'Залишилося # місце', 'Залишилося # місця', 'Залишилося багато місць'),
    };
    // The default calls go through 1, 2, 5, 21, 22, 25, 101: the forms of 1, 2 and 22 are intact.
    expect(catalogueDifferences({ en, ua: broken, pl })).toEqual([
      'ua placesLeft: leaves out 5, 21, 25, 101',
    ]);
  });

  it('uses the sample calls given for a key, values inside objects included', () => {
    const body = ({ name }: { name: string }) => [`Hi ${name}`];
    const silent = (_: { name: string }) => ['Cześć'];
    const catalogues = { en: { body }, ua: { body }, pl: { body: silent } };
    expect(catalogueDifferences(catalogues, { body: [[{ name: 'Ada' }]] })).toEqual([
      'pl body: leaves out Ada',
    ]);
  });
});
