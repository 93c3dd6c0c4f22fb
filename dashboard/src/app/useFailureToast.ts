import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../ui/Toast';
import type { Refusal } from './error-messages';
import { failureOf } from './failure';
import { translateMessage } from './messages';

/**
 * A danger toast for a failed call: the title, then the server's reason for a 4xx (spec §8) in
 * the user's language, a hint to check the connection when there was no answer, nothing more for
 * a 5xx. A feature with refusals of its own passes their `translate` (declared once, outside the
 * component); the account messages are the default.
 */
export const useFailureToast = (
  translate: (i18n: I18n, refusal: string | Refusal) => string = translateMessage,
) => {
  const { t, i18n } = useLingui();
  const toast = useToast();
  return useCallback(
    (title: string, error: unknown) => {
      const failure = failureOf(error);
      const description =
        failure.kind === 'refused'
          ? translate(i18n, failure)
          : failure.kind === 'offline'
            ? t`Check your connection and try again.`
            : undefined;
      toast({ tone: 'danger', title, ...(description ? { description } : {}) });
    },
    [t, i18n, toast, translate],
  );
};
