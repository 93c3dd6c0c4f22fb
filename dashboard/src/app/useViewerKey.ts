import { useCurrentUser } from './useCurrentUser';

/**
 * Who asks, for the SWR keys of data that depends on the viewer (admins see hidden studios and
 * lessons, the whole team and e-mails): the signed-in user's id, 'anonymous', or `undefined` while
 * the session is loading (ask nothing yet).
 */
export const useViewerKey = (): string | undefined => {
  const { user, isLoading } = useCurrentUser();
  if (user) return user.id;
  return isLoading ? undefined : 'anonymous';
};
