/**
 * A studio's data (spec §7 "Studio"): the studio page, its schedule tabs and the embed read it, through SWR over the API client. What the API answers
 * depends on who asks (admins see hidden studios, the whole team and e-mails), so each key holds
 * the viewer: a sign-in or sign-out loads afresh.
 */
import { ApiError } from '@plie/sdk';
import type { Studio, StudioInvite, StudioMember, Style } from '@plie/shared';
import useSWR from 'swr';
import { useViewerKey } from '../../app/useViewerKey';
import { apiClient } from '../client';

const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;
const noRetryOnRefusal = { shouldRetryOnError: (error: unknown) => !isFinal(error) };

/** The SWR key of a studio by slug, as the viewer sees it; an edit writes the saved studio there. */
export const studioBySlugKey = (studioName: string, viewer: string) =>
  ['studios.getByStudioName', studioName.toLowerCase(), viewer] as const;

/** `GET /api/studio/studioName/{slug}`: the studio with its rooms and videos; 404 when the viewer may not see it. */
export const useStudioBySlug = (studioName: string) => {
  const viewer = useViewerKey();
  return useSWR<Studio>(
    studioName && viewer ? studioBySlugKey(studioName, viewer) : null,
    () => apiClient.studios.getByStudioName({ params: { studioName } }),
    { ...noRetryOnRefusal, keepPreviousData: false },
  );
};

/** `GET /api/style/studio/{id}`: the styles the studio teaches. */
export const useStudioStyles = (studioId: string) =>
  useSWR<Style[]>(
    ['studios.listStyles', studioId],
    () => apiClient.studios.listStyles({ params: { id: studioId } }),
    noRetryOnRefusal,
  );

/** `GET /api/studio/{id}/teachers`: the team (its admins see everyone, with e-mails). */
export const useStudioTeam = (studioId: string) => {
  const viewer = useViewerKey();
  return useSWR<StudioMember[]>(
    viewer ? ['studios.listTeachers', studioId, viewer] : null,
    () => apiClient.studios.listTeachers({ params: { id: studioId } }),
    noRetryOnRefusal,
  );
};

/** `GET /api/studio/invites?studioId=`: the open invites, for the studio's admins only. */
export const useStudioInvites = (studioId: string, isStudioAdmin: boolean) => {
  const viewer = useViewerKey();
  return useSWR<StudioInvite[]>(
    isStudioAdmin && viewer ? ['studios.listInvites', studioId, viewer] : null,
    () => apiClient.studios.listInvites({ query: { studioId } }),
    noRetryOnRefusal,
  );
};
