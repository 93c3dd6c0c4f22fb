/**
 * Budget: a lesson-search page reads ≤ 1.5 DynamoDB items per item returned and never scans.
 * Seeds ≥ 50,000 public lessons across 20 cities straight into the table (the same items the
 * API writes), then runs typical searches: items read per item returned comes from the queries'
 * `ScannedCount` (what DynamoDB read before any filter), latency from HTTP calls to the local API.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { percentile, timed } from './stats';

const CITIES = [
  ['PL', 'Kraków'],
  ['PL', 'Warsaw'],
  ['PL', 'Wrocław'],
  ['PL', 'Gdańsk'],
  ['PL', 'Poznań'],
  ['PL', 'Łódź'],
  ['PL', 'Katowice'],
  ['PL', 'Lublin'],
  ['PL', 'Szczecin'],
  ['PL', 'Białystok'],
  ['UA', 'Kyiv'],
  ['UA', 'Lviv'],
  ['UA', 'Odesa'],
  ['UA', 'Kharkiv'],
  ['UA', 'Dnipro'],
  ['DE', 'Berlin'],
  ['DE', 'Munich'],
  ['DE', 'Hamburg'],
  ['CZ', 'Prague'],
  ['LT', 'Vilnius'],
] as const;
const STYLES = [
  'salsa',
  'bachata',
  'tango',
  'kizomba',
  'contemporary',
  'jazz',
  'hip-hop',
  'ballet',
  'heels',
  'lindy-hop',
  'zouk',
  'house',
];
const PER_CITY = 2600;
const STUDIOS_PER_CITY = 20;

export interface SearchBenchRow {
  name: string;
  pages: number;
  itemsReturned: number;
  itemsRead: number;
  readPerReturned: number;
  p50: number;
  p95: number;
}

export const seedLessons = async () => {
  const { db, tableName } = await import('../functions/src/db/client');
  const { lessonToItem } = await import('../functions/src/domains/lessons/lesson-repository');
  const items: Record<string, unknown>[] = [];
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const at = new Date().toISOString();
  for (const [countryCode, city] of CITIES) {
    const studios = Array.from({ length: STUDIOS_PER_CITY }, () => randomUUID());
    for (let index = 0; index < PER_CITY; index += 1) {
      const start = 8 + Math.floor(random() * 14);
      const studioId = studios[index % STUDIOS_PER_CITY]!;
      items.push(
        lessonToItem({
          id: randomUUID(),
          name: `Lesson ${index}`,
          styleId: STYLES[Math.floor(random() * STYLES.length)]!,
          styleName: 'Style',
          weekday: Math.floor(random() * 7),
          startHour: start,
          startMinute: random() < 0.5 ? 0 : 30,
          endHour: start + 1,
          endMinute: 0,
          lessonTimezone: 'Europe/Warsaw',
          studioId,
          roomId: `${studioId}-room`,
          room: {
            id: `${studioId}-room`,
            name: 'Sala',
            capacity: 20,
            address: { fullAddress: 'x', city, country: countryCode },
          },
          teacherId: `${studioId}-teacher-${index % 4}`,
          teacher: {
            id: `${studioId}-teacher-${index % 4}`,
            name: 'Teacher',
            username: 'teacher',
            isTeacher: true,
          },
          isClosedGroup: random() < 0.1,
          isReoccurring: true,
          level: Math.floor(random() * 4) as 0 | 1 | 2 | 3,
          ageMin: random() < 0.15 ? 6 : 0,
          ageMax: random() < 0.15 ? 14 : 100,
          countryCode,
          city,
          isPublic: true,
          createdAt: at,
          updatedAt: at,
          version: 0,
        }),
      );
    }
  }
  for (let start = 0; start < items.length; start += 25) {
    let requests: Record<string, unknown>[] | undefined = items
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    while (requests?.length) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = result.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
    }
  }
  return { lessons: items.length, cities: CITIES.length, sampleStudioId: String(items[0]!.studioId) };
};

export const measureLessonSearch = async (
  base: string,
  sampleStudioId: string,
): Promise<SearchBenchRow[]> => {
  const { searchLessons } = await import('../functions/src/domains/lessons/lesson-search');
  // Called in this process, not through the API, so the cursor's secret is loaded here
  // (`--only search` makes no API call before).
  const { loadSecrets } = await import('../functions/src/services/secrets');
  await loadSecrets();
  const cases: { name: string; body: Record<string, unknown> }[] = [
    { name: 'city (main view, 50)', body: { country: 'PL', city: 'Kraków', limit: 50 } },
    { name: 'city + 2 days (20)', body: { country: 'PL', city: 'Warsaw', days: [1, 3], limit: 20 } },
    {
      name: 'city + 2 styles (20)',
      body: { country: 'UA', city: 'Kyiv', styles: ['salsa', 'bachata'], limit: 20 },
    },
    {
      name: 'city + style + day (20)',
      body: { country: 'DE', city: 'Berlin', styles: ['tango'], days: [4], limit: 20 },
    },
    { name: 'city + level (20)', body: { country: 'PL', city: 'Gdańsk', levels: [0], limit: 20 } },
    {
      name: 'city + age + no closed groups (20)',
      body: { country: 'LT', city: 'Vilnius', forAge: 30, removeClosedGroups: true, limit: 20 },
    },
    { name: 'a studio (20)', body: { studioIds: [sampleStudioId], limit: 20 } },
  ];
  const rows: SearchBenchRow[] = [];
  for (const { name, body } of cases) {
    // Items read: three consecutive pages through the search itself (cursor included).
    const stats = { itemsRead: 0, queries: 0 };
    let itemsReturned = 0;
    let cursor: string | undefined;
    let pages = 0;
    for (; pages < 3; pages += 1) {
      const page = await searchLessons(
        { page: 0, limit: 20, ...body, ...(cursor ? { cursor } : {}) } as never,
        { stats },
      );
      itemsReturned += page.items.length;
      cursor = page.nextCursor ?? undefined;
      if (!cursor) {
        pages += 1;
        break;
      }
    }
    // Latency: the first page through HTTP → the local API.
    const call = async () => {
      const response = await fetch(`${base}/api/lesson/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`search → ${response.status}`);
      await response.json();
    };
    for (let index = 0; index < 5; index += 1) await call();
    const times: number[] = [];
    for (let index = 0; index < 40; index += 1) times.push(await timed(call));
    rows.push({
      name,
      pages,
      itemsReturned,
      itemsRead: stats.itemsRead,
      readPerReturned: stats.itemsRead / Math.max(1, itemsReturned),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    });
  }
  return rows;
};
