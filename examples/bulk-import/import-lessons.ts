/**
 * Imports a term's lessons into a studio's room through the API's bulk import, as the admin panel's
 * Lessons Bulk tab does (`POST /api/lesson/bulk-create`, platform admins only):
 *
 *   npx tsx --conditions=plie-source examples/bulk-import/import-lessons.ts \
 *     --api http://127.0.0.1:5173 --email anna.admin@plie.local --password 'Plie#2026' \
 *     --studio rytm_krakow --room 'Sala Duża' --weekday saturday examples/bulk-import/krakow-autumn-term.json
 *
 * (`--conditions=plie-source` reads the SDK from this repository's sources; an app that installed
 * `@plie/sdk` from npm runs it with plain `npx tsx`.) The password may come from `PLIE_PASSWORD`
 * instead, out of the shell's history. Each row is checked and created on its own: a refused row
 * (a clash in the room, a missing teacher…) is listed with its reason and stops nothing. Exit code 0
 * when every row was created, 2 when some were refused, 1 when the import could not run.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ApiError, createClient, type PlieClient } from '@plie/sdk';

/** A lesson as `POST /api/lesson` takes it; the room (and the weekday, when given) are the import's. */
export type LessonRow = Record<string, unknown>;

export interface ImportRequest {
  /** The studio's address name (`rytm_krakow`). */
  studioName: string;
  /** One of its rooms, by name. */
  roomName: string;
  /** 0 = Monday … 6 = Sunday, for every row; without it, each row needs its own. */
  weekday?: number;
  rows: readonly LessonRow[];
}

type BulkCreateResult = Awaited<ReturnType<PlieClient['lessons']['bulkCreate']>>;

export interface ImportSummary {
  studio: { id: string; name: string };
  room: { id: string; name: string };
  /** `index` counts the rows given, from 0. */
  created: BulkCreateResult['created'];
  refused: BulkCreateResult['refused'];
}

/** The most rows the API takes at once; a longer file goes in batches of this size. */
const BATCH_SIZE = 1000;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** `0`–`6` or an English day name (`Saturday`, `sat`) as the API's weekday (0 = Monday); else undefined. */
export const parseWeekday = (text: string): number | undefined => {
  const value = text.trim().toLowerCase();
  if (/^[0-6]$/.test(value)) return Number(value);
  if (value.length < 3) return undefined;
  const index = WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(value));
  return index === -1 ? undefined : index;
};

/** A name without case and diacritics, as typed on any keyboard: `Sala Duża` → `sala duza`. */
const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** A room by its name: exactly, else ignoring case and diacritics (`sala duza` finds Sala Duża). */
const findRoom = <R extends { name: string }>(rooms: readonly R[], name: string): R | undefined =>
  rooms.find((room) => room.name === name) ?? rooms.find((room) => plain(room.name) === plain(name));

/** Throws unless there are rows and each has a weekday, its own or the one for all of them. */
export const checkRows = (rows: readonly LessonRow[], weekday: number | undefined): void => {
  if (rows.length === 0) throw new Error('There are no lessons to import.');
  if (weekday !== undefined) return;
  const withoutDay = rows.flatMap((row, index) => (row.weekday === undefined ? [index] : []));
  if (withoutDay.length > 0)
    throw new Error(
      `Rows ${withoutDay.join(', ')} have no weekday: give one for all of them (0 = Monday … 6 = Sunday).`,
    );
};

/**
 * Finds the studio and its room, sends the rows to the bulk import (in batches of at most 1000) and
 * answers what was created and what was refused, with the reasons. The client must be a platform
 * admin's. Throws before importing anything when the studio, the room or a row's weekday is missing.
 */
export const importLessons = async (
  client: Pick<PlieClient, 'studios' | 'rooms' | 'lessons'>,
  { studioName, roomName, weekday, rows }: ImportRequest,
): Promise<ImportSummary> => {
  checkRows(rows, weekday);
  const studio = await client.studios.getByStudioName({ params: { studioName } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404)
      throw new Error(`No studio "${studioName}" (or one this account cannot see).`);
    throw error;
  });
  const rooms = studio.rooms ?? (await client.rooms.listForStudio({ params: { studioId: studio.id } }));
  const room = findRoom(rooms, roomName);
  if (!room)
    throw new Error(
      `${studio.name} has no room "${roomName}"; its rooms: ${rooms.map((each) => each.name).join(', ') || 'none'}.`,
    );

  const summary: ImportSummary = {
    studio: { id: studio.id, name: studio.name },
    room: { id: room.id, name: room.name },
    created: [],
    refused: [],
  };
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const result = await client.lessons.bulkCreate({
      body: {
        roomId: room.id,
        ...(weekday === undefined ? {} : { weekday }),
        lessons: rows.slice(start, start + BATCH_SIZE),
      },
    });
    summary.created.push(...result.created.map((row) => ({ ...row, index: start + row.index })));
    summary.refused.push(...result.refused.map((row) => ({ ...row, index: start + row.index })));
  }
  return summary;
};

/** The rows of a JSON file: an array of lesson objects. */
export const readRows = async (file: string): Promise<LessonRow[]> => {
  const text = await readFile(file, 'utf8');
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(rows) || !rows.every((row) => typeof row === 'object' && row && !Array.isArray(row)))
    throw new Error(`${file} must hold a JSON array of lessons (objects).`);
  return rows as LessonRow[];
};

const pad = (value: unknown) => String(value).padStart(2, '0');

/** The summary as the terminal shows it: a line for the import, then one per row, in the file's order. */
export const summaryLines = ({ studio, room, created, refused }: ImportSummary): string[] => {
  const rows = [
    ...created.map(({ index, lesson }) => ({
      index,
      text:
        `created ${lesson.name} (${WEEKDAYS[lesson.weekday]} ` +
        `${pad(lesson.startHour)}:${pad(lesson.startMinute)}–${pad(lesson.endHour)}:${pad(lesson.endMinute)})`,
    })),
    ...refused.map(({ index, message, fields }) => {
      const details = Object.entries(fields ?? {})
        .filter(([, text]) => text !== message)
        .map(([field, text]) => `${field}: ${text}`);
      return { index, text: `refused: ${message}${details.length ? ` (${details.join('; ')})` : ''}` };
    }),
  ].sort((a, b) => a.index - b.index);
  return [
    `${studio.name} · ${room.name}: ${created.length} created, ${refused.length} refused.`,
    ...rows.map(({ index, text }) => `  row ${index}: ${text}`),
  ];
};

const USAGE = `Usage: import-lessons --api <Plié origin> --email <admin e-mail> [--password <password>]
       --studio <address name> --room <room name> [--weekday <0–6 | monday…sunday>] <lessons.json>

The password may come from PLIE_PASSWORD instead. Platform admins only.`;

/** The command line: log in, import, print the summary; the exit code says how it went. */
const main = async (argv: string[]): Promise<number> => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      studio: { type: 'string' },
      room: { type: 'string' },
      weekday: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const password = values.password ?? process.env.PLIE_PASSWORD;
  const [file, ...extra] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.api || !values.email || !password || !values.studio || !values.room || !file || extra.length) {
    console.error(USAGE);
    return 1;
  }
  const weekday = values.weekday === undefined ? undefined : parseWeekday(values.weekday);
  if (values.weekday !== undefined && weekday === undefined) {
    console.error(`Unknown weekday "${values.weekday}": give 0–6 (0 = Monday) or a day's name.`);
    return 1;
  }

  const rows = await readRows(file);
  checkRows(rows, weekday);
  const { access_token: token } = await createClient({ baseUrl: values.api }).auth.login({
    body: { email: values.email, password },
  });
  const client = createClient({ baseUrl: values.api, getToken: () => token });
  const summary = await importLessons(client, {
    studioName: values.studio,
    roomName: values.room,
    rows,
    ...(weekday === undefined ? {} : { weekday }),
  });
  for (const line of summaryLines(summary)) console.log(line);
  return summary.refused.length > 0 ? 2 : 0;
};

/** One line for what stopped the import: the API's refusal, or the error with its cause (`ECONNREFUSED`…). */
export const failureLine = (error: unknown): string => {
  if (error instanceof ApiError) return `The API refused (${error.status}): ${error.body.message}`;
  if (!(error instanceof Error)) return `Import failed: ${String(error)}`;
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `Import failed: ${error.message}${cause}`;
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(failureLine(error));
    process.exitCode = 1;
  }
}
