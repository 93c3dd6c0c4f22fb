import { errorText } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, PLATFORM_ADMIN_EMAIL } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { setTeachingFacets } from './user-repository';

const api = createTestApi();

const account = (overrides: Parameters<typeof createAccount>[1] = {}) => createAccount(api, overrides);

const search = (body: Record<string, unknown>, token?: string) =>
  api({ method: 'POST', path: '/api/user/search', body, headers: token ? bearer(token) : {} });
const names = (response: { body: { items: { name: string }[] } }) =>
  response.body.items.map((user) => user.name);

let adminToken: string;
let dancerToken: string;
const teachers: Record<string, { id: string; email: string; username: string }> = {};

beforeAll(async () => {
  adminToken = (await account({ email: PLATFORM_ADMIN_EMAIL, name: 'Anna Admin' })).token;
  dancerToken = (await account({ name: 'Dora Dancer' })).token;
  for (const name of ['Łukasz Wiśniewski', 'Iryna Kowalenko', 'Piotr Zieliński', 'Bogna Kowal']) {
    teachers[name] = await account({ name, isTeacher: true });
  }
  await account({ name: 'Ulla Unconfirmed', isTeacher: true, confirmed: false });
  await setTeachingFacets(teachers['Iryna Kowalenko']!.id, {
    teachingCountries: ['PL'],
    teachingCities: ['PL#krakow'],
    teachingStyleIds: ['salsa', 'bachata'],
    teachingStudioIds: ['studio-a'],
  });
  await setTeachingFacets(teachers['Piotr Zieliński']!.id, {
    teachingCountries: ['PL', 'UA'],
    teachingCities: ['PL#warszawa', 'UA#kyiv'],
    teachingStyleIds: ['tango'],
    teachingStudioIds: ['studio-b'],
  });
}, 60_000);

describe('POST /api/user/search (teachers)', () => {
  it('lists confirmed teachers by name, with public fields only', async () => {
    const response = await search({});
    expect(response.status).toBe(200);
    expect(names(response)).toEqual([
      'Bogna Kowal',
      'Iryna Kowalenko',
      'Łukasz Wiśniewski',
      'Piotr Zieliński',
    ]);
    expect(response.body).toMatchObject({ page: 0, limit: 50, nextCursor: null });
    expect(response.body.items[0]).not.toHaveProperty('email');
    expect(response.body.total).toBeUndefined();
  });

  it.each([
    ['a surname', 'kowal', ['Bogna Kowal', 'Iryna Kowalenko']],
    ['words in any order, without diacritics', 'wisniewski lukasz', ['Łukasz Wiśniewski']],
    ['a username', teachersUsername, ['Piotr Zieliński']],
    ['nothing for an e-mail (never searchable publicly)', teachersEmail, []],
    ['nothing for a dancer', 'Dora', []],
  ])('free text matches %s', async (_, text, expected) => {
    const query = typeof text === 'function' ? text() : text;
    expect(names(await search({ search: query }))).toEqual(expected);
  });

  it.each([
    ['a style (any of)', { styles: ['tango', 'salsa'] }, ['Iryna Kowalenko', 'Piotr Zieliński']],
    ['a country', { country: 'ua' }, ['Piotr Zieliński']],
    ['a city, diacritics folded', { country: 'PL', city: 'Kraków' }, ['Iryna Kowalenko']],
    ['a studio', { studioIds: ['studio-b'] }, ['Piotr Zieliński']],
    ['filters together', { styles: ['salsa'], search: 'piotr' }, []],
  ])('the Teacher filters narrow by %s', async (_, filters, expected) => {
    expect(names(await search(filters))).toEqual(expected);
  });

  it('pages with the cursor and with page numbers, every teacher once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await search({ limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...names(response));
      cursor = response.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(names(await search({})));

    const second = await search({ limit: 3, page: 1 });
    expect(names(second)).toEqual(['Piotr Zieliński']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('fills a page through a filter and its cursor resumes after the last item', async () => {
    const first = await search({ search: 'kowal', limit: 1 });
    expect(names(first)).toEqual(['Bogna Kowal']);
    const next = await search({ search: 'kowal', limit: 1, cursor: first.body.nextCursor });
    expect(names(next)).toEqual(['Iryna Kowalenko']);
    expect(next.body.nextCursor).toBeNull();
  });

  it.each([
    ['a made-up cursor', { cursor: 'not-a-cursor' }, 'cursor'],
    ['a cursor of another shape', { cursor: Buffer.from('[1,2]').toString('base64url') }, 'cursor'],
    ['a page size over 50', { limit: 51 }, 'limit'],
    ['a negative page', { page: -1 }, 'page'],
    ['styles that are not a list', { styles: 'salsa' }, 'styles'],
    ['a search text too long', { search: 'x'.repeat(500) }, 'search'],
  ])('refuses %s with 400', async (_, body, field) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(field);
    if (field === 'cursor') expect(response.body.message).toBe(errorText('paging.invalidCursor'));
  });
});

describe('POST /api/user/search (allUsers, platform admin)', () => {
  it.each([
    ['anonymous visitors', undefined],
    ['signed-in users', () => dancerToken],
  ])('is refused to %s with 403', async (_, token) => {
    expect((await search({ allUsers: true }, token?.())).status).toBe(403);
  });

  it('lists every user newest first with e-mails and the total', async () => {
    const response = await search({ allUsers: true }, adminToken);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(7);
    expect(response.body.items).toHaveLength(7);
    expect(response.body.items[0]).toMatchObject({ name: 'Ulla Unconfirmed', isEmailConfirmed: false });
    expect(response.body.items.at(-1)).toMatchObject({ name: 'Anna Admin', role: 'admin' });
    expect(response.body.items.every((user: { email?: string }) => user.email?.includes('@'))).toBe(true);
  });

  it('matches e-mails for the admin and counts only the matches', async () => {
    const { email } = teachers['Bogna Kowal']!;
    const response = await search({ allUsers: true, search: email }, adminToken);
    expect(names(response)).toEqual(['Bogna Kowal']);
    expect(response.body.total).toBe(1);
  });
});

function teachersUsername() {
  return teachers['Piotr Zieliński']!.username;
}
function teachersEmail() {
  return teachers['Piotr Zieliński']!.email;
}
