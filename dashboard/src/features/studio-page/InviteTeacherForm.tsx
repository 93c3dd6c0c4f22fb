import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { apiClient } from '../../api/client';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { FormField, Input } from '../../ui/Field';
import { formSectionStyles } from '../../ui/FormSection';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { actionsStyles } from '../studios/CreateStudioForm.styles';
import { type Invitee, inviteeOf, inviteFailureOf } from './invite-lookup';
import { blockStyles, blockTitleStyles } from './studio-page.styles';
import { translateStudioPageMessage } from './studio-page-messages';

/** The registered user the admin named (`POST /api/user/by-email`, `GET /api/user/username/{username}`). */
const findUser = (invitee: Invitee) =>
  invitee.by === 'email'
    ? apiClient.users.getByEmail({ body: { email: invitee.email } })
    : apiClient.users.getByUsername({ params: { username: invitee.username } });

/**
 * Invite a teacher (spec §5, §8 "Teacher invite"), for the studio's admins: a registered user by
 * e-mail or username, as a teacher or an admin. The studio's side of the invite is accepted at
 * once; the teacher answers it on their own page.
 */
export function InviteTeacherForm({ studioId, onInvited }: { studioId: string; onInvited: () => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const id = useId();
  const [text, setText] = useState('');
  const [asAdmin, setAsAdmin] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const invitee = inviteeOf(text);
    if (!invitee.ok) {
      setError(translateStudioPageMessage(i18n, invitee.message));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const user = await findUser(invitee.value);
      await apiClient.studios.inviteTeacher({
        params: { id: studioId },
        body: { userId: user.id, isAdmin: asAdmin },
      });
      toast({ tone: 'success', title: t`Invitation sent successfully` });
      setText('');
      setAsAdmin(false);
      onInvited();
    } catch (failure) {
      const reason = inviteFailureOf(failure);
      if (reason.kind === 'userNotFound') {
        setError(t`Such user not found`);
        toast({ tone: 'danger', title: t`Such user not found` });
      } else if (reason.kind === 'refused') {
        toast({ tone: 'danger', title: translateStudioPageMessage(i18n, reason.message) });
      } else {
        toast({
          tone: 'danger',
          title: reason.kind === 'offline' ? t`Failed to send invitation` : t`Cannot send invite`,
          ...(reason.kind === 'offline' ? { description: t`Check your connection and try again.` } : {}),
        });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Card css={formSectionStyles}>
      <form css={blockStyles} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
        <h3 css={blockTitleStyles}>
          <Trans>Invite a teacher</Trans>
        </h3>
        <FormField
          id={`${id}-invitee`}
          label={<Trans>Teacher’s e-mail or username</Trans>}
          error={error}
          hint={<Trans>They need a Plié account. They accept the invite on their own page.</Trans>}
        >
          <Input
            id={`${id}-invitee`}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-invitee-message`}
          />
        </FormField>
        <div css={[actionsStyles, spreadStyles]}>
          <Checkbox
            label={<Trans>Invite as admin (can edit the studio, its rooms and its team)</Trans>}
            checked={asAdmin}
            onChange={(event) => setAsAdmin(event.target.checked)}
          />
          <Button type="submit" disabled={sending}>
            {sending && <Spinner />}
            {sending ? <Trans>Sending…</Trans> : <Trans>Send invite</Trans>}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The checkbox on the left, the button on the right. */
const spreadStyles = css`
  justify-content: space-between;
`;
