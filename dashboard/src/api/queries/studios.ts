/**
 * The reads of `studios` (spec §7 "Studio"): a studio by id or slug, its styles, team and invites,
 * the user's own invites, and the studio searches. What the API answers depends on who asks (admins
 * see hidden studios, the whole team and e-mails), so those keys hold the viewer: a sign-in or
 * sign-out loads afresh.
 */
import type { Studio, StudioInvite, StudioMember, Style } from '@plie/shared';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useViewerKey } from '../../app/useViewerKey';
import { apiClient } from '../client';
import { freshAnswersOnly, noRetryOnRefusal } from './answers';
import { useDeferredAnswer } from './deferred-answer';
import { type HasNextPage, useCursorPages } from './pages';
import { queryKeys } from './query-keys';

/** `GET /api/studio/{id}` as one user sees it (`isAdmin` says whether they administer it); waits for both. */
export const useStudio = (studioId: string | undefined, userId: string | undefined) =>
  useSWR<Studio>(
    studioId && userId ? queryKeys.studio(studioId, userId) : null,
    ([, id]: readonly [string, string, string]) => apiClient.studios.get({ params: { id } }),
    freshAnswersOnly,
  );

/** `GET /api/studio/studioName/{slug}`: the studio with its rooms and videos; 404 when the viewer may not see it. */
export const useStudioBySlug = (studioName: string) => {
  const viewer = useViewerKey();
  return useDeferredAnswer(
    useSWR<Studio>(
      studioName && viewer ? queryKeys.studioBySlug(studioName, viewer) : null,
      () => apiClient.studios.getByStudioName({ params: { studioName } }),
      freshAnswersOnly,
    ),
  );
};

/** `GET /api/style/studio/{id}`: the styles the studio teaches. */
export const useStudioStyles = (studioId: string) =>
  useSWR<Style[]>(
    queryKeys.studioStyles(studioId),
    () => apiClient.studios.listStyles({ params: { id: studioId } }),
    noRetryOnRefusal,
  );

/** `GET /api/studio/{id}/teachers`: the team (its admins see everyone, with e-mails); `null` asks nothing. */
export const useStudioTeam = (studioId: string | null) => {
  const viewer = useViewerKey();
  return useSWR<StudioMember[]>(
    studioId && viewer ? queryKeys.studioTeam(studioId, viewer) : null,
    ([, id]: readonly [string, string, string]) => apiClient.studios.listTeachers({ params: { id } }),
    noRetryOnRefusal,
  );
};

/** `GET /api/studio/invites?studioId=`: the open invites, for the studio's admins only. */
export const useStudioInvites = (studioId: string, isStudioAdmin: boolean) => {
  const viewer = useViewerKey();
  return useSWR<StudioInvite[]>(
    isStudioAdmin && viewer ? queryKeys.studioInvites(studioId, viewer) : null,
    () => apiClient.studios.listInvites({ query: { studioId } }),
    noRetryOnRefusal,
  );
};

/** `GET /api/studio/invites/mine`: the signed-in user's studio invites; none while signed out. */
export const useMyStudioInvites = (signedInUserId: string | undefined) =>
  useSWR<StudioInvite[]>(signedInUserId ? queryKeys.myInvites(signedInUserId) : null, () =>
    apiClient.studios.listMyInvites(),
  );

/** `POST /api/studio/search` for `limit` studios at once (the platform admin's picker). */
export const useStudioPicker = (limit: number) =>
  useSWR(queryKeys.studioPicker(limit), () => apiClient.studios.search({ body: { limit } }));

type StudioSearchBody = Parameters<typeof apiClient.studios.search>[0]['body'];
/** One page of `POST /api/studio/search`. */
export type StudioSearchPage = Awaited<ReturnType<typeof apiClient.studios.search>>;
/** Which page comes next: a cursor, or a page number (the own-studios list). */
export type NextStudioRequest = { cursor: string } | { page: number };

/**
 * `POST /api/studio/search`, `limit` a page: `nextOf` says which page follows the previous one
 * (`null`: none; from `null` the first). The answer depends on who asks (a platform admin sees
 * every studio; `filter=my` lists the caller's own), so the key holds the session. `body` `null` waits.
 */
export const useStudioSearchPages = (
  body: Omit<StudioSearchBody, 'limit' | 'cursor' | 'page'> | null,
  session: string | null,
  limit: number,
  nextOf: (previous: StudioSearchPage | null) => NextStudioRequest | null,
) =>
  useSWRInfinite<StudioSearchPage>(
    (index, previous: StudioSearchPage | null) => {
      if (!body) return null;
      const next = nextOf(previous);
      if (index > 0 && !next) return null;
      return queryKeys.studioSearchPage(JSON.stringify(body), session, JSON.stringify(next));
    },
    ([, , json, , next]: ReturnType<typeof queryKeys.studioSearchPage>) =>
      apiClient.studios.search({
        body: {
          ...(JSON.parse(json) as StudioSearchBody),
          limit,
          ...(JSON.parse(next) as NextStudioRequest),
        },
      }),
    { revalidateFirstPage: false },
  );

/** `POST /api/studio/search` for the platform admin's list, `limit` a page from the previous cursor. */
export const useAdminStudioPages = <Body extends Omit<StudioSearchBody, 'limit' | 'cursor'>>(
  body: Body,
  limit: number,
  hasNext: HasNextPage,
) =>
  useCursorPages<Studio, Body>({
    keyOf: queryKeys.adminStudioPage,
    body,
    fetchPage: (request, cursor) =>
      apiClient.studios.search({ body: { ...request, limit, ...(cursor ? { cursor } : {}) } }),
    hasNext,
  });
