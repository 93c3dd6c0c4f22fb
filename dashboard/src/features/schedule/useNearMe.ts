import { useCallback, useState } from 'react';
import { apiClient } from '../../api/client';
import { locateVisitor, NearMeError, type NearMeProblem, type NearPlace } from './near-me';

/** What the "Near me" button shows: whether it is finding the visitor, and why it last failed. */
export interface NearMeState {
  locating: boolean;
  problem: NearMeProblem | null;
}

/**
 * "Near me": `find()` — only ever called from the button — asks the browser where the visitor is and
 * the API which city that is, then hands the place to `onFound`. A failure leaves everything as it was
 * and says why (`problem`).
 */
export const useNearMe = (onFound: (place: NearPlace) => void) => {
  const [state, setState] = useState<NearMeState>({ locating: false, problem: null });
  const find = useCallback(async () => {
    setState({ locating: true, problem: null });
    try {
      const place = await locateVisitor(globalThis.navigator?.geolocation, (point) =>
        apiClient.locations.locate({ query: point }),
      );
      setState({ locating: false, problem: null });
      onFound(place);
    } catch (error) {
      setState({ locating: false, problem: error instanceof NearMeError ? error.problem : 'failed' });
    }
  }, [onFound]);
  return { ...state, find };
};
