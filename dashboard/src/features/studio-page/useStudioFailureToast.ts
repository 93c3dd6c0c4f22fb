import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useFailureToast } from '../account/useFailureToast';
import { inUserLanguage } from './studio-page-messages';

/** `useFailureToast` with the studio page's refusals (team, invites, studio) in the user's language. */
export const useStudioFailureToast = () => {
  const { i18n } = useLingui();
  const failureToast = useFailureToast();
  return useCallback(
    (title: string, error: unknown) => failureToast(title, inUserLanguage(i18n, error)),
    [i18n, failureToast],
  );
};
