/**
 * POST /api/user/search: the teacher search of /teachers (docs/data-model.md pattern 8) and the
 * platform admin's list of every user (pattern 7). Both are one Query on a sparse index; text and
 * the Teacher filters narrow it with a filter expression over attributes kept on the profile item.
 */
import type { UserListItem, UserSearch } from '@plie/shared';
import { tableName } from '../../db/client';
import { FilterExpression, searchWords, withFilter } from '../../db/filter-expression';
import { normalizeKeyText } from '../../db/keys';
import { countQuery, type QueryPage, queryPage } from '../../db/paging';
import { userFromItem } from './user-repository';
import { toUserListItem } from './user-view';

/**
 * Every word must match (name or username; the admin list also matches e-mails); within one
 * facet (styles, studios) any listed value matches.
 */
const buildFilter = (search: UserSearch, admin: boolean) => {
  const filter = new FilterExpression();
  filter.containsEach(admin ? ['searchText', 'email'] : ['searchText'], searchWords(search.search));
  if (admin) return filter.build();
  const country = search.country?.trim().toUpperCase();
  if (country && search.city?.trim()) {
    filter.containsEach(['teachingCities'], [`${country}#${normalizeKeyText(search.city)}`]);
  } else if (country) {
    filter.containsEach(['teachingCountries'], [country]);
  }
  return filter
    .containsAny('teachingStyleIds', search.styles)
    .containsAny('teachingStudioIds', search.studioIds)
    .build();
};

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
    ...withFilter(filter, { ':pk': everyone ? 'USERS' : 'TEACHERS' }),
  };
  const page = await queryPage(query, search, ['PK', 'SK', `${index}PK`, `${index}SK`], (item) =>
    toUserListItem(userFromItem(item), admin),
  );
  if (!everyone) return page;
  return { ...page, total: await countQuery(query) };
};
