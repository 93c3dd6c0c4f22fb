import { useLingui } from '@lingui/react/macro';
import { MESSAGES, webPath } from '@plie/shared';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { useAfterMutation } from '../../api/queries/invalidation';
import { useToast } from '../../ui/Toast';
import { createStudioFailureOf } from './create-failure';
import { type StudioForm, studioInputOf } from './studio-form';
import { translateStudioMessage } from './studio-messages';
import { afterStudioCreated } from './studio-paths';

/**
 * Sends a valid studio form (`POST /api/studio`). Success: a toast, the signed-in user reloaded
 * (their studios changed), then onboarding's next step or the studio's page (spec §2). Failure:
 * the toast of spec §8 "Studio create"; a slug taken meanwhile is asked about again, so its field
 * says so.
 */
export const useCreateStudio = ({
  fromOnboarding,
  refreshUser,
}: {
  fromOnboarding: boolean;
  refreshUser: () => Promise<unknown>;
}) => {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const afterMutation = useAfterMutation();
  const [sending, setSending] = useState(false);

  const create = async (form: StudioForm) => {
    if (sending) return;
    setSending(true);
    try {
      const studio = await apiClient.studios.create({ body: studioInputOf(form) });
      void refreshUser();
      toast({
        tone: 'success',
        title: t`Studio created`,
        description: t`Dancers will find it in search once a platform admin has verified it.`,
      });
      navigate(afterStudioCreated(studio.studioName, fromOnboarding));
    } catch (error) {
      setSending(false);
      const failure = createStudioFailureOf(error);
      const translated = (message: string) => translateStudioMessage(i18n, message);
      if (failure.kind === 'invalid') {
        toast({
          tone: 'danger',
          title: failure.message ? translated(failure.message) : t`Invalid studio data`,
        });
      } else if (failure.kind === 'forbidden') {
        toast({
          tone: 'danger',
          title: t`You don't have permission to create a studio`,
          ...(failure.message ? { description: translated(failure.message) } : {}),
        });
      } else if (failure.kind === 'signedOut') {
        toast({ tone: 'danger', title: t`Please log in to create a studio` });
        navigate(webPath.login());
      } else if (failure.kind === 'slugTaken') {
        toast({ tone: 'danger', title: translated(MESSAGES.studioNameTaken) });
        void afterMutation('studios.create', { studioName: form.studioName });
      } else {
        toast({
          tone: 'danger',
          title: t`Failed to create studio`,
          ...(failure.offline ? { description: t`Check your connection and try again.` } : {}),
        });
      }
    }
  };

  return { create, sending };
};
