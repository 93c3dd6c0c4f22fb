/**
 * POST /api/studio/search (docs/data-model.md patterns 12–14, 16): the public /studios search
 * (publicly visible studios of a city, or all of them, by name), a user's own studios
 * (`withAdminRights`), and the platform admin's list of every studio with the total.
 */
import type { Studio, StudioSearch } from '@plie/shared';
import { tableName } from '../../db/client';
import { FilterExpression, searchWords, withFilter } from '../../db/filter-expression';
import { normalizeKeyText, publicStudioCityIndexKeys } from '../../db/keys';
import { countQuery, queryPage } from '../../db/paging';
import { UnauthorizedError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { isActiveMember, listMembershipsOfUser } from './member-repository';
import { getStudiosByIds, type StudioRecord, studioFromItem, studioPlaceKey } from './studio-repository';
import { toStudio } from './studio-view';

interface StudioPage {
  items: Studio[];
  page: number;
  limit: number;
  nextCursor: string | null;
  total?: number;
}

const matchesWords = (studio: StudioRecord, words: string[]) => {
  const text = normalizeKeyText(`${studio.name} ${studio.studioName}`);
  return words.every((word) => text.includes(word));
};

/** "My studios": the ones the caller owns or administers, deleted ones left out, by name. */
const myStudios = async (search: StudioSearch, caller: AuthUser): Promise<StudioPage> => {
  const memberships = (await listMembershipsOfUser(caller.id)).filter(
    (member) => isActiveMember(member) && (member.isAdmin || member.isOwner),
  );
  const words = searchWords(search.search);
  const studios = (await getStudiosByIds(memberships.map((member) => member.studioId)))
    .filter((studio) => !studio.isDeleted && matchesWords(studio, words))
    .sort((a, b) => normalizeKeyText(a.name).localeCompare(normalizeKeyText(b.name)));
  const start = search.page * search.limit;
  return {
    items: studios
      .slice(start, start + search.limit)
      .map((studio) => toStudio(studio, { isOwner: studio.ownerId === caller.id, isAdmin: true })),
    page: search.page,
    limit: search.limit,
    nextCursor: null,
    total: studios.length,
  };
};

export const searchStudios = async (
  search: StudioSearch,
  caller: AuthUser | undefined,
): Promise<StudioPage> => {
  if (search.withAdminRights) {
    if (!caller) throw new UnauthorizedError('studio.loginToSeeYours');
    return myStudios(search, caller);
  }
  const platformAdmin = caller?.role === 'admin';
  const country = search.country?.trim().toUpperCase();
  const city = search.city?.trim();
  const filter = new FilterExpression().containsEach(['searchText'], searchWords(search.search));
  let index: 'GSI1' | 'GSI2' | 'GSI3';
  let partition: string;
  if (platformAdmin) {
    // Every studio, newest first: hidden, unverified and deleted ones too.
    index = 'GSI1';
    partition = 'STUDIOS';
    if (search.isVerified !== undefined) filter.equals('isVerified', search.isVerified);
    if (country && city) filter.equals('placeKey', studioPlaceKey(country, city));
    else if (country) filter.equals('countryCode', country);
  } else if (country && city) {
    index = 'GSI2';
    partition = publicStudioCityIndexKeys(country, city, '', '').GSI2PK;
  } else {
    index = 'GSI3';
    partition = 'STUDIOS#PUBLIC';
    if (country) filter.equals('countryCode', country);
  }
  const built = filter.containsAny('styleIds', search.styles).build();
  const query = {
    TableName: tableName,
    IndexName: index,
    KeyConditionExpression: `${index}PK = :pk`,
    ScanIndexForward: index !== 'GSI1',
    ...withFilter(built, { ':pk': partition }),
  };
  const page = await queryPage(query, search, ['PK', 'SK', `${index}PK`, `${index}SK`], (item) => {
    const studio = studioFromItem(item);
    return toStudio(studio, { isOwner: studio.ownerId === caller?.id, isAdmin: platformAdmin });
  });
  return platformAdmin ? { ...page, total: await countQuery(query) } : page;
};
