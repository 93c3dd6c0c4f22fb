import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../ui/Toast';
import { failureOf } from '../account/failure';
import { translateRoomMessage } from './room-messages';

/**
 * A danger toast for a failed room call (spec §8 "Rooms"): the title, then the server's reason for
 * a 4xx in the user's language, a hint to check the connection when there was no answer, nothing
 * more for a 5xx.
 */
export const useRoomFailureToast = () => {
  const { t, i18n } = useLingui();
  const toast = useToast();
  return useCallback(
    (title: string, error: unknown) => {
      const failure = failureOf(error);
      const description =
        failure.kind === 'refused'
          ? translateRoomMessage(i18n, failure.message)
          : failure.kind === 'offline'
            ? t`Check your connection and try again.`
            : undefined;
      toast({ tone: 'danger', title, ...(description ? { description } : {}) });
    },
    [t, i18n, toast],
  );
};
