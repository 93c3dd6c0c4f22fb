/**
 * POST /api/user/search: the teacher search of /teachers (docs/data-model.md pattern 8) and the
 * platform admin's list of every user (pattern 7). Both are one Query on a sparse index; text and
 * the Teacher filters narrow it with a filter expression over attributes kept on the profile item.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UserListItem, UserSearch } from '@plie/shared';
import { db, tableName } from '../../db/client';
import { normalizeKeyText } from '../../db/keys';
import { type QueryPage, queryPage } from '../../db/paging';
import { toPublicUser, type UserRecord, userFromItem } from './user-repository';

/** Up to this many words of the free text must each appear in the name, username (or e-mail). */
const MAX_SEARCH_WORDS = 5;

export const searchWords = (search: string | undefined): string[] =>
  normalizeKeyText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);

interface Filter {
  expressions: string[];
  values: Record<string, unknown>;
}

const addAll = (filter: Filter, attribute: string, prefix: string, values: readonly string[]) => {
  values.forEach((value, index) => {
    filter.values[`:${prefix}${index}`] = value;
  });
  return values.map((_, index) => `contains(${attribute}, :${prefix}${index})`);
};

/**
 * Every word must match (name or username; the admin list also matches e-mails); within one
 * facet (styles, studios) any listed value matches.
 */
const buildFilter = (search: UserSearch, admin: boolean): Filter => {
  const filter: Filter = { expressions: [], values: {} };
  const words = addAll(filter, 'searchText', 'w', searchWords(search.search));
  if (admin) {
    filter.expressions.push(...words.map((match, index) => `(${match} OR contains(email, :w${index}))`));
    return filter;
  }
  filter.expressions.push(...words);
  const country = search.country?.trim().toUpperCase();
  if (country && search.city?.trim()) {
    filter.expressions.push(
      ...addAll(filter, 'teachingCities', 'c', [`${country}#${normalizeKeyText(search.city)}`]),
    );
  } else if (country) {
    filter.expressions.push(...addAll(filter, 'teachingCountries', 'n', [country]));
  }
  const anyOf = (attribute: string, prefix: string, values: readonly string[] | undefined) => {
    if (values?.length)
      filter.expressions.push(`(${addAll(filter, attribute, prefix, values).join(' OR ')})`);
  };
  anyOf('teachingStyleIds', 's', search.styles);
  anyOf('teachingStudioIds', 'o', search.studioIds);
  return filter;
};

const toListItem = (user: UserRecord, admin: boolean): UserListItem =>
  admin
    ? { ...toPublicUser(user), email: user.email, isEmailConfirmed: user.isEmailConfirmed, role: user.role }
    : toPublicUser(user);

/** Teachers by name (GSI2 `TEACHERS`) or, for a platform admin with `allUsers`, everyone newest first (GSI1 `USERS`). */
export const searchUsers = async (
  search: UserSearch,
  admin: boolean,
): Promise<QueryPage<UserListItem> & { total?: number }> => {
  const everyone = admin && search.allUsers;
  const index = everyone ? 'GSI1' : 'GSI2';
  const filter = buildFilter(search, everyone);
  const query = {
    TableName: tableName,
    IndexName: index,
    KeyConditionExpression: `${index}PK = :pk`,
    ScanIndexForward: !everyone,
    ...(filter.expressions.length ? { FilterExpression: filter.expressions.join(' AND ') } : {}),
    ExpressionAttributeValues: { ':pk': everyone ? 'USERS' : 'TEACHERS', ...filter.values },
  };
  const page = await queryPage(query, search, ['PK', 'SK', `${index}PK`, `${index}SK`], (item) =>
    toListItem(userFromItem(item), admin),
  );
  if (!everyone) return page;
  return { ...page, total: await countMatches(query) };
};

/** "Results: n / n" of the admin Users tab: a count over the index partition (admin only). */
const countMatches = async (query: ConstructorParameters<typeof QueryCommand>[0]): Promise<number> => {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({ ...query, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    total += result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return total;
};
