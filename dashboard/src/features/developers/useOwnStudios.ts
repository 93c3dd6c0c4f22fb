import { useAtomValue } from 'jotai';
import { accessTokenAtom } from '../../app/access-token';
import { usePrerenderPass } from '../../app/prerender-pass';
import { NO_STUDIO_FILTERS, type StudioFilters } from '../studios/studio-filters';
import { useStudioSearch } from '../studios/useStudioSearch';

const OWN_STUDIOS: StudioFilters = { ...NO_STUDIO_FILTERS, mine: true };

/**
 * The studios the signed-in user owns or administers (the list of `/studios?filter=my`, first
 * page); nothing for a visitor who is signed out.
 */
export const useOwnStudios = () => {
  const signedIn = Boolean(useAtomValue(accessTokenAtom));
  const { studios, error, isLoading, retry } = useStudioSearch(OWN_STUDIOS);
  // Pre-rendered, the session is not known yet: loading, as the build rendered it (app/prerender-pass.ts).
  if (usePrerenderPass()) return { signedIn: true, studios: [], error: undefined, isLoading: true, retry };
  return { signedIn, studios, error, isLoading: signedIn && isLoading, retry };
};
