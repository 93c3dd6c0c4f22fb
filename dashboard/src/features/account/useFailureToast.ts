import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../ui/Toast';
import { failureOf } from './failure';
import { translateMessage } from './messages';

/**
 * A danger toast for a failed call: the title, then the server's reason for a 4xx (spec §8),
 * a hint to check the connection when there was no answer, nothing more for a 5xx.
 */
export const useFailureToast = () => {
  const { t, i18n } = useLingui();
  const toast = useToast();
  return useCallback(
    (title: string, error: unknown) => {
      const failure = failureOf(error);
      const description =
        failure.kind === 'refused'
          ? translateMessage(i18n, failure.message)
          : failure.kind === 'offline'
            ? t`Check your connection and try again.`
            : undefined;
      toast({ tone: 'danger', title, ...(description ? { description } : {}) });
    },
    [t, i18n, toast],
  );
};
