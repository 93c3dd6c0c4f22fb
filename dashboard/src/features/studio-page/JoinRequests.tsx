/**
 * A teacher's request to join a studio (issue #17 item 3), both sides of it on the studio page:
 * - `AskToJoinButton`, in the header for a signed-in teacher who is not on the team: "Ask to join",
 *   then "Request sent" while the studio decides (the request is in their Invites tab, where they
 *   may withdraw it);
 * - `TeachersTabLabel`, the Teachers tab's label with a yellow dot for the studio's admins while
 *   teachers ask to join (like the user's invites dot, spec §2).
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Studio } from '@plie/shared';
import { useState } from 'react';
import { apiClient } from '../../api/client';
import { useMyStudioInvites, useStudioInvites, useStudioTeam } from '../../api/queries/studios';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useFailureToast } from '../../app/useFailureToast';
import { Button } from '../../ui/Button';
import { LabelWithDot } from '../../ui/LabelWithDot';
import { useToast } from '../../ui/Toast';

export function AskToJoinButton({ studio }: { studio: Studio }) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const { user: me } = useCurrentUser();
  const myInvites = useMyStudioInvites(me?.id);
  const team = useStudioTeam(me?.isTeacher && !studio.isAdmin ? studio.id : null);
  const [sending, setSending] = useState(false);
  if (!me?.isTeacher || studio.isAdmin || !team.data || myInvites.isLoading) return null;
  if (team.data.some((member) => member.user.id === me.id)) return null;
  const asked = (myInvites.data ?? []).some(
    (invite) => invite.studioId === studio.id && invite.status === 'awaitingStudio',
  );
  if (asked) {
    return (
      <Button variant="secondary" disabled>
        <Trans>Request sent</Trans>
      </Button>
    );
  }
  const ask = async () => {
    setSending(true);
    try {
      const answer = await apiClient.studios.askToJoin({ params: { id: studio.id }, body: {} });
      toast({
        tone: 'success',
        title:
          answer.status === 'accepted' ? t`You joined ${studio.name}` : t`Request sent to ${studio.name}`,
      });
      await Promise.all([myInvites.mutate(), team.mutate()]);
    } catch (failure) {
      failureToast(t`Failed to send the request`, failure);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button disabled={sending} onClick={() => void ask()}>
      {sending ? <Trans>Sending…</Trans> : <Trans>Ask to join</Trans>}
    </Button>
  );
}

export function TeachersTabLabel({ studioId, isStudioAdmin }: { studioId: string; isStudioAdmin: boolean }) {
  const invites = useStudioInvites(studioId, isStudioAdmin);
  const asking = (invites.data ?? []).filter((invite) => invite.status === 'awaitingStudio').length;
  return (
    <LabelWithDot
      dotLabel={
        asking > 0
          ? plural(asking, { one: '# teacher asks to join', other: '# teachers ask to join' })
          : undefined
      }
    >
      <Trans>Teachers</Trans>
    </LabelWithDot>
  );
}
