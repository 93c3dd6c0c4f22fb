/**
 * An answer that mounts a big part of a page (a studio, a schedule, a list of lessons) is shown
 * through `useDeferredValue`: SWR delivers answers as urgent updates, which React renders in one
 * task however long it takes, while a deferred value is rendered in the background in slices of a
 * few milliseconds that never block input (issue #18: total blocking time). Until the background
 * render catches up, the answer still reads as loading, so no "nothing found" flashes in between.
 */
import { useDeferredValue } from 'react';
import type { SWRResponse } from 'swr';

/** `answer`, with `data` following it in the background. The fields stay getters: SWR re-renders only for what is read. */
export const useDeferredAnswer = <Data, Error>(
  answer: SWRResponse<Data, Error>,
): SWRResponse<Data, Error> => {
  const shown = useDeferredValue(answer.data);
  return {
    get data() {
      return shown;
    },
    get error() {
      return answer.error;
    },
    get isLoading() {
      return answer.isLoading || (shown === undefined && answer.data !== undefined);
    },
    get isValidating() {
      return answer.isValidating;
    },
    mutate: answer.mutate,
  };
};
