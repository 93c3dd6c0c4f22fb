/**
 * POST /api/lesson/search (docs/data-model.md "Lesson search", patterns 19–24). The selective
 * filters pick the partitions to read — rooms (GSI5), studios (GSI1), teachers (GSI4), or a city
 * by style (GSI3), by level (GSI6) or by weekday (GSI2; GSI7 when closed groups are hidden: only
 * the lessons open to anyone are in it); a point (lat/lng) without a city searches
 * the city nearest to it — and the rest narrow them as a filter expression. Results
 * come in next-occurrence order: day by day from today (today's lessons that have started come
 * last: their next occurrence is next week); within a day the day's partitions are merged by
 * start time. The cursor holds the day and where each of its partitions stopped, so a page reads
 * about as many items as it returns, and nothing is ever scanned.
 *
 * With a point, each result carries its distance from it (`distance` in km to 0.1, `distanceMeters`)
 * and each page is ordered by that distance, nearest first (lessons whose place has no coordinates
 * last, in next-occurrence order). The page holds the same lessons as without the point — the next
 * ones in next-occurrence order — so "near me" reads no more than any search: the distance order is
 * within a page, not across the whole city (a nearer lesson later in the week may be on a later page).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  distanceKm,
  type GeoPoint,
  type Lesson,
  type LessonSearch,
  WEEKDAY,
  wallClockInZone,
} from '@plie/shared';
import { db, tableName } from '../../db/client';
import { FilterExpression, searchWords, withFilter } from '../../db/filter-expression';
import {
  normalizeKeyText,
  roomLessonsPartition,
  studioLessonsPartition,
  teacherLessonsPartition,
} from '../../db/keys';
import { decodeCursorOf, encodeCursor, isKey } from '../../db/paging';
import { ValidationError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { now } from '../../services/clock';
import { nearestCity } from '../locations/places';
import { type LessonRecord, lessonFromItem } from './lesson-repository';
import { managesEverySearchedLesson, type SearchSource } from './lesson-search-access';
import { toLesson } from './lesson-view';
import { liveOf } from './live';

/** Where "today" is for the order of results: the country's zone (fallback: the first market's). */
const ZONE_OF_COUNTRY: Record<string, string> = {
  PL: 'Europe/Warsaw',
  UA: 'Europe/Kyiv',
  DE: 'Europe/Berlin',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  LT: 'Europe/Vilnius',
  GB: 'Europe/London',
};
const DEFAULT_ZONE = 'Europe/Warsaw';

type Index = 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4' | 'GSI5' | 'GSI6' | 'GSI7';
type Source = SearchSource;

interface Partition {
  index: Index;
  key: string;
  /** The day's sort keys start with this (GSI1/3/4 keys begin with the weekday); '' otherwise. */
  prefix: string;
}

/** One day of the order; today comes twice: from now on, and (last) before now. */
interface Day {
  weekday: number;
  part: 'all' | 'from' | 'before';
  partitions: Partition[];
}

type Key = Record<string, string>;

/** Per partition of a day: the key to go on after, `'start'` when none was taken yet, `'done'` when read to the end. */
type Position = Key | 'start' | 'done';

interface Cursor {
  day: number;
  after: Position[];
}

export interface SearchStats {
  /** Items DynamoDB read (before the filter expression), summed over the queries. */
  itemsRead: number;
  queries: number;
}

const isCursor = (value: unknown): value is Cursor => {
  const cursor = value as Cursor;
  return (
    Boolean(cursor) &&
    Number.isInteger(cursor.day) &&
    cursor.day >= 0 &&
    Array.isArray(cursor.after) &&
    cursor.after.every((key) => key === 'start' || key === 'done' || isKey(key))
  );
};

const sourceOf = (search: LessonSearch): Source =>
  search.roomIds?.length
    ? 'room'
    : search.studioIds?.length
      ? 'studio'
      : search.teachers?.length
        ? 'teacher'
        : 'city';

/** The partitions that hold a day's lessons for the chosen source. */
const partitionsOf = (
  search: LessonSearch,
  source: Source,
  weekday: number,
  city: string | undefined,
): Partition[] => {
  const day = `${weekday}#`;
  switch (source) {
    case 'room':
      return (search.roomIds ?? []).map((id) => ({
        index: 'GSI5',
        key: roomLessonsPartition(id, weekday),
        prefix: '',
      }));
    case 'studio':
      return (search.studioIds ?? []).map((id) => ({
        index: 'GSI1',
        key: studioLessonsPartition(id),
        prefix: day,
      }));
    case 'teacher':
      return (search.teachers ?? []).map((id) => ({
        index: 'GSI4',
        key: teacherLessonsPartition(id),
        prefix: day,
      }));
    case 'city':
      if (!city) throw new ValidationError('search.choosePlace', { city: 'search.choosePlace' });
      if (search.styles?.length) {
        return search.styles.map((style) => ({ index: 'GSI3', key: `${city}#STYLE#${style}`, prefix: day }));
      }
      if (search.levels?.length) {
        return search.levels.map((level) => ({ index: 'GSI6', key: `${city}#LEVEL#${level}`, prefix: day }));
      }
      // "Hide closed groups": the day's lessons open to anyone, a partition without the closed ones.
      return [
        { index: search.removeClosedGroups ? 'GSI7' : 'GSI2', key: `${city}#WD#${weekday}`, prefix: '' },
      ];
  }
};

/** The days to read in next-occurrence order from `today` (only the chosen `days`, if any). */
export const dayOrder = (today: number, days: readonly number[] | undefined) => {
  const chosen = new Set(days?.length ? days : [0, 1, 2, 3, 4, 5, 6]);
  const order: Pick<Day, 'weekday' | 'part'>[] = [];
  for (let offset = 0; offset < WEEKDAY.count; offset += 1) {
    const weekday = (today + offset) % WEEKDAY.count;
    if (chosen.has(weekday)) order.push({ weekday, part: offset === 0 ? 'from' : 'all' });
  }
  if (chosen.has(today)) order.push({ weekday: today, part: 'before' });
  return order;
};

/**
 * The filters the partitions don't already apply. Studio, teacher and room partitions also hold
 * lessons that are not public: they stay out unless the caller manages them all (`withNonPublic`).
 */
const filterOf = (search: LessonSearch, source: Source, today: string, withNonPublic: boolean) => {
  const filter = new FilterExpression().containsEach(['searchText'], searchWords(search.search));
  if (source !== 'city') {
    if (!withNonPublic) filter.equals('isPublic', true);
    if (search.country && search.city) {
      filter.equals('cityKey', `${search.country.toUpperCase()}#${normalizeKeyText(search.city)}`);
    }
    filter.anyOf('styleId', search.styles);
  }
  if (source !== 'studio') filter.anyOf('studioId', search.studioIds);
  if (source !== 'teacher') filter.anyOf('teacherId', search.teachers);
  if (source !== 'room') filter.anyOf('roomId', search.roomIds);
  // Levels pick the partitions of a city search without styles (GSI6); otherwise they filter.
  if (source !== 'city' || search.styles?.length) filter.anyOf('level', search.levels);
  filter.anyOf('customTeacherName', search.customTeacherNames);
  if (search.forAge !== undefined) filter.atMost('ageMin', search.forAge).atLeast('ageMax', search.forAge);
  // Needed where styles or levels pick the partitions (GSI3, GSI6); on GSI7 every item passes it.
  if (search.removeClosedGroups) filter.equals('isClosedGroup', false);
  if (search.teachersOnly) filter.missing('studioId');
  if (search.studiosOnly) filter.present('studioId');
  // One-off lessons that are over have no next occurrence.
  return filter.missingOrAtLeast('date', today).build();
};

/** The sort-key condition of a day's part: today splits at the current time. */
const sortKeyRange = (partition: Partition, part: Day['part'], time: string) => {
  const sk = `${partition.index}SK`;
  const p = partition.prefix;
  if (part === 'all')
    return p
      ? { condition: ` AND begins_with(${sk}, :p)`, values: { ':p': p } }
      : { condition: '', values: {} };
  if (part === 'from') {
    return p
      ? { condition: ` AND ${sk} BETWEEN :a AND :b`, values: { ':a': `${p}${time}`, ':b': `${p}~` } }
      : { condition: ` AND ${sk} >= :a`, values: { ':a': time } };
  }
  return p
    ? { condition: ` AND ${sk} BETWEEN :a AND :b`, values: { ':a': p, ':b': `${p}${time}` } }
    : { condition: ` AND ${sk} < :b`, values: { ':b': time } };
};

/**
 * A start key below the range (its lesson started since the cursor was made: it now comes with
 * the day's last part) starts at the range instead; DynamoDB refuses a start key outside it.
 */
const startWithin = (key: Key | undefined, partition: Partition, range: ReturnType<typeof sortKeyRange>) => {
  const lower = (range.values as Record<string, string>)[':a'];
  return key && lower !== undefined && String(key[`${partition.index}SK`]) < lower ? undefined : key;
};

const keyOf = (partition: Partition, item: Record<string, unknown>): Key =>
  Object.fromEntries(
    ['PK', 'SK', `${partition.index}PK`, `${partition.index}SK`].map((name) => [name, String(item[name])]),
  );

/**
 * Reads one day: a k-way merge of its partitions by sort key (start time), each read in small
 * chunks after where it stopped. Stops once `wanted` items are taken.
 */
const readDay = async (
  day: Day,
  after: Position[],
  wanted: number,
  filter: ReturnType<typeof filterOf>,
  time: string,
  stats: SearchStats,
) => {
  const taken: Record<string, unknown>[] = [];
  const startOf = (index: number) => after[index] ?? 'start';
  const position: Position[] = day.partitions.map((_, index) => startOf(index));
  const buffers: Record<string, unknown>[][] = day.partitions.map(() => []);
  // A partition is finished once read to its end and its buffer emptied.
  const exhausted = day.partitions.map((_, index) => startOf(index) === 'done');
  const lastRead = day.partitions.map((_, index) => {
    const start = startOf(index);
    return typeof start === 'string' ? undefined : start;
  });

  const refill = async (index: number) => {
    const partition = day.partitions[index]!;
    const range = sortKeyRange(partition, day.part, time);
    while (!exhausted[index] && buffers[index]!.length === 0) {
      const input: QueryCommandInput = {
        TableName: tableName,
        IndexName: partition.index,
        KeyConditionExpression: `${partition.index}PK = :pk${range.condition}`,
        ...withFilter(filter, { ':pk': partition.key, ...range.values }),
        ExclusiveStartKey: startWithin(lastRead[index], partition, range),
        // Only what the page still needs (split over the partitions): what a chunk reads past the
        // page's last item is read again by the next page, so reading ahead costs items, not queries.
        Limit: Math.max(1, Math.ceil((wanted - taken.length) / day.partitions.length)),
      };
      const result = await db.send(new QueryCommand(input));
      stats.itemsRead += result.ScannedCount ?? 0;
      stats.queries += 1;
      buffers[index]!.push(...(result.Items ?? []));
      if (result.LastEvaluatedKey) lastRead[index] = result.LastEvaluatedKey as Key;
      else exhausted[index] = true;
    }
  };

  while (taken.length < wanted) {
    await Promise.all(day.partitions.map((_, index) => refill(index)));
    let best = -1;
    for (let index = 0; index < buffers.length; index += 1) {
      const head = buffers[index]![0];
      if (!head) continue;
      const sk = String(head[`${day.partitions[index]!.index}SK`]);
      const bestHead = best >= 0 ? buffers[best]![0]! : undefined;
      if (!bestHead || sk < String(bestHead[`${day.partitions[best]!.index}SK`])) best = index;
    }
    if (best < 0) break;
    const item = buffers[best]!.shift()!;
    taken.push(item);
    position[best] = keyOf(day.partitions[best]!, item);
  }
  // Where each partition goes on from: after its last taken item (what was read ahead is read again).
  const next: Position[] = day.partitions.map((_, index) =>
    exhausted[index] && buffers[index]!.length === 0 ? 'done' : position[index]!,
  );
  const finished = next.every((key) => key === 'done');
  return { taken, next, finished };
};

/** The searched point, when the search gave one (both coordinates, or neither: 400 otherwise). */
const pointOf = (search: LessonSearch): GeoPoint | undefined => {
  if (search.lat === undefined && search.lng === undefined) return undefined;
  if (search.lat === undefined || search.lng === undefined) {
    const missing = search.lat === undefined ? 'lat' : 'lng';
    throw new ValidationError('search.pointNeedsBoth', { [missing]: 'search.pointNeedsBoth' });
  }
  return { lat: search.lat, lng: search.lng };
};

/**
 * The city a search reads or narrows to: the one given (country code + name), or — for a search
 * with neither a city nor studios, teachers or rooms — the one nearest to the point, found as
 * `GET /api/city/locate` finds it.
 */
const placeOf = (search: LessonSearch, source: Source, point: GeoPoint | undefined) => {
  const country = search.country?.trim().toUpperCase();
  const city = search.city?.trim();
  if (country && city) return { country, city };
  if (source !== 'city' || !point) return { country, city: undefined };
  const nearest = nearestCity(point.lat, point.lng);
  return { country: nearest.countryCode, city: nearest.name };
};

/** Where the lesson takes place, if its room's or custom address has coordinates. */
const coordinatesOf = (lesson: LessonRecord): GeoPoint | undefined => {
  const address = lesson.room?.address ?? lesson.customAddress;
  return address?.lat !== undefined && address.lng !== undefined
    ? { lat: address.lat, lng: address.lng }
    : undefined;
};

const resultOf = (item: Record<string, unknown>, point: GeoPoint | undefined): Lesson => {
  const lesson = lessonFromItem(item);
  const place = point && coordinatesOf(lesson);
  if (!place) return toLesson(lesson, liveOf(lesson));
  const kilometres = distanceKm(point, place);
  return {
    ...toLesson(lesson, liveOf(lesson)),
    distance: Math.round(kilometres * 10) / 10,
    distanceMeters: Math.round(kilometres * 1000),
  };
};

/**
 * A page around a point, nearest first; lessons without a distance keep their next-occurrence order
 * after those with one (the sort is stable).
 */
export const nearestFirst = (lessons: Lesson[]): Lesson[] =>
  lessons.toSorted(
    (a, b) =>
      (a.distanceMeters ?? Number.POSITIVE_INFINITY) - (b.distanceMeters ?? Number.POSITIVE_INFINITY) || 0,
  );

interface Plan {
  days: Day[];
  filter: ReturnType<typeof filterOf>;
  time: string;
}

/**
 * Whether a cursor resumes this search: each position is a key of its day's partition (a cursor of
 * another search would hand DynamoDB a start key of another partition).
 */
const fitsPlan = (cursor: Cursor, plan: Plan): boolean => {
  const partitions = plan.days[cursor.day]?.partitions ?? [];
  if (cursor.after.length > partitions.length) return false;
  return cursor.after.every((position, index) => {
    if (typeof position === 'string') return true;
    const partition = partitions[index]!;
    const names = ['PK', 'SK', `${partition.index}PK`, `${partition.index}SK`];
    return (
      Object.keys(position).length === names.length &&
      names.every((name) => typeof position[name] === 'string') &&
      position[`${partition.index}PK`] === partition.key &&
      String(position[`${partition.index}SK`]).startsWith(partition.prefix)
    );
  });
};

/** Reads one page from `cursor`: at most `limit` items, and where the next page starts (null at the end). */
const readPage = async (plan: Plan, cursor: Cursor, limit: number, stats: SearchStats) => {
  const found: Record<string, unknown>[] = [];
  let day = cursor.day;
  let after = cursor.after;
  while (day < plan.days.length && found.length < limit) {
    const read = await readDay(plan.days[day]!, after, limit - found.length, plan.filter, plan.time, stats);
    found.push(...read.taken);
    if (!read.finished) {
      after = read.next;
      break;
    }
    day += 1;
    after = [];
  }
  const next: Cursor | null = day < plan.days.length ? { day, after } : null;
  return { found, next };
};

export interface SearchOptions {
  /** The signed-in caller: one who manages every searched lesson also gets those not public. */
  caller?: AuthUser | undefined;
  stats?: SearchStats;
}

export const searchLessons = async (
  search: LessonSearch,
  { caller, stats = { itemsRead: 0, queries: 0 } }: SearchOptions = {},
): Promise<{ items: Lesson[]; page: number; limit: number; nextCursor: string | null }> => {
  const source = sourceOf(search);
  const point = pointOf(search);
  const place = placeOf(search, source, point);
  const city =
    place.country && place.city ? `CITY#${place.country}#${normalizeKeyText(place.city)}` : undefined;
  const clock = wallClockInZone(now(), (place.country && ZONE_OF_COUNTRY[place.country]) || DEFAULT_ZONE);
  const days: Day[] = dayOrder(clock.weekday, search.days).map((day) => ({
    ...day,
    partitions: partitionsOf(search, source, day.weekday, city),
  }));
  const plan: Plan = {
    days,
    filter: filterOf(search, source, clock.date, await managesEverySearchedLesson(search, source, caller)),
    time: `${String(clock.hour).padStart(2, '0')}${String(clock.minute).padStart(2, '0')}`,
  };

  let cursor: Cursor = search.cursor
    ? decodeCursorOf(search.cursor, (value): value is Cursor => isCursor(value) && fitsPlan(value, plan))
    : { day: 0, after: [] };
  // Page numbers without a cursor (clients that only know numbers): walk the earlier pages.
  for (let page = 0; !search.cursor && page < search.page; page += 1) {
    const earlier = await readPage(plan, cursor, search.limit, stats);
    if (!earlier.next) return { items: [], page: search.page, limit: search.limit, nextCursor: null };
    cursor = earlier.next;
  }
  const { found, next } = await readPage(plan, cursor, search.limit, stats);
  const items = found.map((item) => resultOf(item, point));
  return {
    items: point ? nearestFirst(items) : items,
    page: search.page,
    limit: search.limit,
    nextCursor: next ? encodeCursor(next) : null,
  };
};
