/**
 * Reads the demo data of the local runtime from its JSON fixtures (./fixtures, JOURNEYS.md
 * "Demo data") and checks it at load: each file against its schema (demo-fixture-schemas.ts: the
 * product's own rules), then the references between files (an e-mail a studio, a lesson, a
 * booking or a group names must be a demo account, a teacher or a guest; a studio named anywhere
 * must exist; e-mails, usernames and studio slugs are unique). A broken fixture stops the start
 * with `DemoFixtureError`, naming the file and the entry. The JSON is imported, so `tsx` (npm
 * start), vitest and tsc read it with no build step.
 */
import * as v from 'valibot';
import {
  type AccountsFixture,
  AccountsFixtureSchema,
  type AttendancesFixture,
  AttendancesFixtureSchema,
  type GroupsFixture,
  GroupsFixtureSchema,
  type LessonsFixture,
  LessonsFixtureSchema,
  type StudiosFixture,
  StudiosFixtureSchema,
  type TeachersFixture,
  TeachersFixtureSchema,
} from './demo-fixture-schemas';
import accountsJson from './fixtures/accounts.json' with { type: 'json' };
import attendancesJson from './fixtures/attendances.json' with { type: 'json' };
import groupsJson from './fixtures/groups.json' with { type: 'json' };
import lessonsJson from './fixtures/lessons.json' with { type: 'json' };
import studiosJson from './fixtures/studios.json' with { type: 'json' };
import teachersJson from './fixtures/teachers.json' with { type: 'json' };

/** The fixture files, by file name, as read (not yet checked). */
export interface DemoFixtureFiles {
  'accounts.json': unknown;
  'teachers.json': unknown;
  'studios.json': unknown;
  'lessons.json': unknown;
  'attendances.json': unknown;
  'groups.json': unknown;
}

export interface DemoFixtures {
  accounts: AccountsFixture;
  teachers: TeachersFixture;
  studios: StudiosFixture;
  lessons: LessonsFixture;
  attendances: AttendancesFixture;
  groups: GroupsFixture;
}

/** A fixture that breaks a rule; the message names the file and the entry. */
export class DemoFixtureError extends Error {
  override name = 'DemoFixtureError';
}

/** How an array entry is named in a message: its slug, e-mail or name when it has one. */
const entryLabel = (entry: unknown): string => {
  if (!entry || typeof entry !== 'object') return '';
  const { studioName, email, name, teacher, dancer } = entry as Record<string, unknown>;
  const label = [studioName, email, teacher, dancer, name].find((value) => typeof value === 'string');
  return label ? ` (${label})` : '';
};

/** `studios[0] (rytm_krakow).rooms[1] (Sala Mała).capacity`: the path of an issue in the raw file. */
const describePath = (raw: unknown, issue: v.BaseIssue<unknown>): string => {
  let node: unknown = raw;
  let described = '';
  for (const step of issue.path ?? []) {
    const key = step.key as string | number;
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
    described +=
      typeof key === 'number' ? `[${key}]${entryLabel(node)}` : `${described ? '.' : ''}${String(key)}`;
  }
  return described || '(the whole file)';
};

const parseFile = <S extends v.GenericSchema>(
  file: keyof DemoFixtureFiles,
  schema: S,
  raw: unknown,
): v.InferOutput<S> => {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const problems = result.issues.map(
    (issue) =>
      `${describePath(raw, issue)}: ${issue.message}${issue.message.includes(issue.received) ? '' : ` (got ${issue.received})`}`,
  );
  throw new DemoFixtureError(`Demo fixture ${file}: ${problems.join('; ')}`);
};

const refuse = (file: keyof DemoFixtureFiles, entry: string, problem: string): never => {
  throw new DemoFixtureError(`Demo fixture ${file}, ${entry}: ${problem}`);
};

const refuseDuplicates = (file: keyof DemoFixtureFiles, what: string, values: string[]) => {
  const seen = new Set<string>();
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) refuse(file, `${what} ${value}`, `the ${what} is used twice`);
    seen.add(key);
  }
};

/** The references between files: every e-mail and studio named must exist. */
const checkReferences = (fixtures: DemoFixtures) => {
  const { accounts, teachers, studios, lessons, attendances, groups } = fixtures;
  const people = [...accounts.accounts, ...teachers.teachers];
  refuseDuplicates(
    'teachers.json',
    'e-mail',
    people.map((person) => person.email),
  );
  refuseDuplicates(
    'teachers.json',
    'username',
    people.map((person) => person.username),
  );
  refuseDuplicates(
    'studios.json',
    'studio name',
    studios.studios.map((studio) => studio.studioName),
  );
  const accountEmails = new Set(people.map((person) => person.email));
  const studioNames = new Set(studios.studios.map((studio) => studio.studioName));
  const knownAccount = (file: keyof DemoFixtureFiles, entry: string, email: string) => {
    if (!accountEmails.has(email))
      refuse(file, entry, `unknown account e-mail ${email} (not in accounts.json or teachers.json)`);
  };
  const knownStudio = (file: keyof DemoFixtureFiles, entry: string, studioName: string) => {
    if (!studioNames.has(studioName))
      refuse(file, entry, `unknown studio ${studioName} (not in studios.json)`);
  };

  for (const [index, studio] of studios.studios.entries()) {
    const entry = `studios[${index}] (${studio.studioName})`;
    knownAccount('studios.json', `${entry} owner`, studio.owner);
    for (const teacher of studio.teachers) {
      if (!accountEmails.has(teacher)) refuse('studios.json', entry, `unknown teacher e-mail ${teacher}`);
    }
  }
  const owners = studios.studios.map((studio) => studio.owner);
  refuseDuplicates('studios.json', 'owner', owners); // one studio per owner (the one-studio guard)
  knownStudio('studios.json', 'pendingInvite', studios.pendingInvite.studio);
  knownAccount('studios.json', 'pendingInvite', studios.pendingInvite.teacher);

  for (const studioName of Object.keys(lessons.studioStyles)) {
    knownStudio('lessons.json', `studioStyles.${studioName}`, studioName);
  }
  for (const [index, lesson] of lessons.outdoorLessons.entries()) {
    knownAccount('lessons.json', `outdoorLessons[${index}] (${lesson.teacher})`, lesson.teacher);
  }

  knownStudio('attendances.json', 'studio', attendances.studio);
  const guestEmails = new Set(attendances.guests.map((guest) => guest.email));
  for (const [index, evening] of attendances.eveningClasses.entries()) {
    const dancers = [...evening.nextWeek, ...evening.lastWeek.map((booking) => booking.dancer)];
    for (const dancer of dancers) {
      if (!guestEmails.has(dancer) && !accountEmails.has(dancer)) {
        refuse(
          'attendances.json',
          `eveningClasses[${index}]`,
          `unknown dancer ${dancer} (not a guest nor an account)`,
        );
      }
    }
  }

  knownStudio('groups.json', 'studio', groups.studio);
  knownAccount('groups.json', 'owner', groups.owner);
};

/** Checks the fixture files and returns them parsed; throws `DemoFixtureError` on the first problem. */
export const parseDemoFixtures = (files: DemoFixtureFiles): DemoFixtures => {
  const fixtures: DemoFixtures = {
    accounts: parseFile('accounts.json', AccountsFixtureSchema, files['accounts.json']),
    teachers: parseFile('teachers.json', TeachersFixtureSchema, files['teachers.json']),
    studios: parseFile('studios.json', StudiosFixtureSchema, files['studios.json']),
    lessons: parseFile('lessons.json', LessonsFixtureSchema, files['lessons.json']),
    attendances: parseFile('attendances.json', AttendancesFixtureSchema, files['attendances.json']),
    groups: parseFile('groups.json', GroupsFixtureSchema, files['groups.json']),
  };
  checkReferences(fixtures);
  return fixtures;
};

/** The fixture files as they ship (for tests that break a copy). */
export const DEMO_FIXTURE_FILES: Readonly<DemoFixtureFiles> = {
  'accounts.json': accountsJson,
  'teachers.json': teachersJson,
  'studios.json': studiosJson,
  'lessons.json': lessonsJson,
  'attendances.json': attendancesJson,
  'groups.json': groupsJson,
};

/** The demo data, checked once at load. */
export const DEMO_FIXTURES: DemoFixtures = parseDemoFixtures(DEMO_FIXTURE_FILES);
