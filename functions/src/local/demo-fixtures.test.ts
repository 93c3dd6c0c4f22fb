import { describe, expect, it } from 'vitest';
import {
  DEMO_FIXTURE_FILES,
  DEMO_FIXTURES,
  DemoFixtureError,
  type DemoFixtureFiles,
  parseDemoFixtures,
} from './demo-fixtures';
import { DEMO_TEACHERS } from './demo-studios';
import { demoLogins } from './seed';

// biome-ignore lint/suspicious/noExplicitAny: a test edits the raw JSON freely
type Raw = any;

/** A copy of the shipped fixture files with one of them changed by `edit`. */
const breakFixture = (file: keyof DemoFixtureFiles, edit: (json: Raw) => void): DemoFixtureFiles => {
  const files = structuredClone(DEMO_FIXTURE_FILES) as DemoFixtureFiles;
  edit(files[file]);
  return files;
};

describe('the demo fixtures', () => {
  it('all validate as shipped, with the demo logins, teachers and studios of JOURNEYS.md', () => {
    expect(() => parseDemoFixtures(DEMO_FIXTURE_FILES)).not.toThrow();
    expect(demoLogins()).toEqual([
      { who: 'dancer', email: 'marta@plie.local', password: 'Plie#2026' },
      { who: 'teacher', email: 'iryna@plie.local', password: 'Plie#2026' },
      { who: 'studio owner', email: 'piotr@plie.local', password: 'Plie#2026' },
      { who: 'platform admin', email: 'anna.admin@plie.local', password: 'Plie#2026' },
    ]);
    expect(DEMO_TEACHERS).toHaveLength(12);
    expect(DEMO_TEACHERS[0]).toEqual({
      name: 'Katarzyna Wiśniewska',
      username: 'kasia_salsa',
      email: 'katarzyna@plie.local',
      about: 'Salsa and bachata, Cuban style. 12 years on the floor.',
    });
    expect(DEMO_FIXTURES.studios.studios.map((studio) => studio.studioName)).toEqual([
      'rytm_krakow',
      'salsa_warszawa',
      'flow_wroclaw',
      'kyiv_loft',
      'lviv_tango',
      'berlin_move',
      'kizomba_corner',
      'studio_lato',
    ]);
  });

  it('read times of day as hour and minute, not dates', () => {
    expect(DEMO_FIXTURES.lessons.week.weekdaySlots[1]).toEqual({
      start: { hour: 18, minute: 15 },
      minutes: 75,
    });
  });

  it.each<[string, keyof DemoFixtureFiles, (json: Raw) => void, RegExp]>([
    [
      'a studio with an unknown teacher',
      'studios.json',
      (json) => json.studios[0].teachers.push('nobody@plie.local'),
      /studios\.json, studios\[0\] \(rytm_krakow\): unknown teacher e-mail nobody@plie\.local/,
    ],
    [
      'a studio owned by an unknown account',
      'studios.json',
      (json) => {
        json.studios[1].owner = 'ghost@plie.local';
      },
      /studios\.json, studios\[1\] \(salsa_warszawa\) owner: unknown account e-mail ghost@plie\.local/,
    ],
    [
      'a studio week with an unknown style',
      'lessons.json',
      (json) => json.studioStyles.rytm_krakow.push('moonwalk'),
      /lessons\.json: studioStyles\.rytm_krakow\[7\]: .*unknown style.*"moonwalk"/,
    ],
    [
      'an outdoor lesson with an unknown style',
      'lessons.json',
      (json) => {
        json.outdoorLessons[0].styleId = 'moonwalk';
      },
      /lessons\.json: outdoorLessons\[0\] \(tomasz@plie\.local\)\.styleId: .*unknown style/,
    ],
    [
      'a teacher with a bad e-mail',
      'teachers.json',
      (json) => {
        json.teachers[2].email = 'olena-at-plie';
      },
      /teachers\.json: teachers\[2\] \(olena-at-plie\)\.email: .*"olena-at-plie"/,
    ],
    [
      'a room with a capacity out of range',
      'studios.json',
      (json) => {
        json.studios[0].rooms[1].capacity = 0;
      },
      /studios\.json: studios\[0\] \(rytm_krakow\)\.rooms\[1\] \(Sala Mała\)\.capacity: .*got 0/,
    ],
    [
      'a slot at an impossible time',
      'lessons.json',
      (json) => {
        json.week.weekendSlots[0].start = '25:00';
      },
      /lessons\.json: week\.weekendSlots\[0\]\.start: a time of day as HH:MM/,
    ],
    [
      'a booking of a dancer who is neither a guest nor an account',
      'attendances.json',
      (json) => json.eveningClasses[1].nextWeek.push('stranger@example.com'),
      /attendances\.json, eveningClasses\[1\]: unknown dancer stranger@example\.com/,
    ],
    [
      'a group in an unknown studio',
      'groups.json',
      (json) => {
        json.studio = 'no_such_studio';
      },
      /groups\.json, studio: unknown studio no_such_studio/,
    ],
    [
      'two accounts with one username',
      'teachers.json',
      (json) => {
        json.teachers[1].username = 'kasia_salsa';
      },
      /username kasia_salsa: the username is used twice/,
    ],
    [
      'an unexpected field (a typo)',
      'accounts.json',
      (json) => {
        json.accounts[0].languge = 'pl';
      },
      /accounts\.json: accounts\[0\] \(marta@plie\.local\)\.languge/,
    ],
  ])('refuse %s, naming the file and the entry', (_, file, edit, message) => {
    const broken = breakFixture(file, edit);
    expect(() => parseDemoFixtures(broken)).toThrow(DemoFixtureError);
    expect(() => parseDemoFixtures(broken)).toThrow(message);
  });
});
