import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { createClient, type PlieClient } from '@plie/sdk';
import { ADMIN, ownStudio } from '../../dashboard/e2e/support/studios';
import { importLessons, readRows } from './import-lessons';

/**
 * The bulk-import script against the local runtime: the platform admin imports the Kraków term into
 * a room of a studio made for the test (unverified, so no public list or other test sees it), through
 * the function and through the command line. Each test deletes what it imported.
 */
const TERM_FILE = fileURLToPath(new URL('./krakow-autumn-term.json', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./import-lessons.ts', import.meta.url));
const ROOM = 'Sala Duża';
/** Tuesday: the term file has no weekdays, the import gives them one. */
const TUESDAY = 1;

const adminClient = async (baseURL: string): Promise<PlieClient> => {
  const { access_token: token } = await createClient({ baseUrl: baseURL }).auth.login({ body: ADMIN });
  return createClient({ baseUrl: baseURL, getToken: () => token });
};

/** A new owner's studio with the room the term goes into. */
const studioWithRoom = async (page: Page, baseURL: string, label: string) => {
  const { owner, studio } = await ownStudio(page, baseURL, label);
  const client = createClient({ baseUrl: baseURL, getToken: () => owner.token });
  await client.rooms.create({
    body: {
      studioId: studio.id,
      name: ROOM,
      capacity: 30,
      address: {
        fullAddress: 'ul. Floriańska 15',
        city: 'Kraków',
        country: 'PL',
        lat: 50.0637,
        lng: 19.9398,
      },
    },
  });
  return { studio, deleteStudio: () => client.studios.delete({ params: { id: studio.id } }) };
};

const lessonsOf = async (client: PlieClient, studioId: string) =>
  (await client.lessons.search({ body: { studioIds: [studioId], limit: 100 } })).items;

const deleteLessons = async (client: PlieClient, studioId: string) => {
  for (const lesson of await lessonsOf(client, studioId))
    await client.lessons.delete({ params: { id: lesson.id } });
};

/** Runs the command line as a person would (`npx tsx …`); answers its exit code and output. */
const runScript = (args: string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      path.join(test.info().config.rootDir, 'node_modules/.bin/tsx'),
      ['--conditions=plie-source', SCRIPT, ...args],
      { env: { ...process.env, ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

test('importLessons puts the term into the room; a bad row is refused with its reason, the rest created', async ({
  page,
  baseURL,
}) => {
  const term = await readRows(TERM_FILE);
  const { studio, deleteStudio } = await studioWithRoom(page, baseURL!, 'bulk');
  const admin = await adminClient(baseURL!);
  const { customTeacherName: _teacher, ...withoutTeacher } = term[0]!;
  const rows = [
    ...term,
    // No teacher at all, and the first row's slot again: each refused on its own.
    { ...withoutTeacher, name: 'Nobody teaches this' },
    { ...term[0], name: 'The first row again' },
  ];
  try {
    const summary = await importLessons(admin, {
      studioName: studio.studioName,
      roomName: 'sala duza',
      weekday: TUESDAY,
      rows,
    });

    expect(summary.studio).toEqual({ id: studio.id, name: studio.name });
    expect(summary.room.name).toBe(ROOM);
    expect(summary.created.map((row) => row.index)).toEqual(term.map((_, index) => index));
    expect(summary.refused).toEqual([
      expect.objectContaining({ index: term.length, message: 'Missing teacher' }),
      expect.objectContaining({ index: term.length + 1, message: 'Time slot is not available.' }),
    ]);

    // They are the studio's lessons now, in the room, on Tuesdays.
    const lessons = await lessonsOf(admin, studio.id);
    expect(lessons.map((lesson) => lesson.id).sort()).toEqual(
      summary.created.map((row) => row.lesson.id).sort(),
    );
    for (const lesson of lessons) {
      expect(lesson).toMatchObject({ weekday: TUESDAY, room: { name: ROOM }, studioId: studio.id });
    }
    expect(lessons.map((lesson) => lesson.name)).toContain(String(term[0]!.name));
  } finally {
    await deleteLessons(admin, studio.id);
    await deleteStudio();
  }
  expect(await lessonsOf(admin, studio.id)).toEqual([]);
});

test('the command line logs in, imports the file and prints the summary; failures say why and exit non-zero', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const term = await readRows(TERM_FILE);
  const { studio, deleteStudio } = await studioWithRoom(page, baseURL!, 'bulkcli');
  const admin = await adminClient(baseURL!);
  const common = ['--api', baseURL!, '--email', ADMIN.email, '--studio', studio.studioName];
  try {
    const imported = await runScript([...common, '--room', ROOM, '--weekday', 'tuesday', TERM_FILE], {
      PLIE_PASSWORD: ADMIN.password,
    });
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toContain(`${studio.name} · ${ROOM}: ${term.length} created, 0 refused.`);
    expect(imported.stdout).toContain(`row 0: created ${term[0]!.name} (Tuesday 18:00–19:00)`);
    expect(imported.code).toBe(0);
    expect(await lessonsOf(admin, studio.id)).toHaveLength(term.length);

    // The same file again: every row clashes with its twin, each is refused, and the exit code says so.
    const again = await runScript([
      ...common,
      '--password',
      ADMIN.password,
      '--room',
      ROOM,
      '--weekday',
      '1',
      TERM_FILE,
    ]);
    expect(again.stdout).toContain(`0 created, ${term.length} refused.`);
    expect(again.stdout).toContain('row 0: refused: Time slot is not available.');
    expect(again.code).toBe(2);

    const wrongPassword = await runScript([
      ...common,
      '--password',
      'not-the-password',
      '--room',
      ROOM,
      '--weekday',
      '1',
      TERM_FILE,
    ]);
    expect(wrongPassword.stderr).toMatch(/^The API refused \(401\): .+/);
    expect(wrongPassword.code).toBe(1);

    const unknownRoom = await runScript([
      ...common,
      '--password',
      ADMIN.password,
      '--room',
      'Sala Zielona',
      '--weekday',
      '1',
      TERM_FILE,
    ]);
    expect(unknownRoom.stderr).toContain(
      `Import failed: ${studio.name} has no room "Sala Zielona"; its rooms: ${ROOM}.`,
    );
    expect(unknownRoom.code).toBe(1);

    const noWeekday = await runScript([...common, '--password', ADMIN.password, '--room', ROOM, TERM_FILE]);
    expect(noWeekday.stderr).toContain('have no weekday');
    expect(noWeekday.code).toBe(1);
  } finally {
    await deleteLessons(admin, studio.id);
    await deleteStudio();
  }
});
