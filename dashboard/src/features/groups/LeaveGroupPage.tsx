import { Trans, useLingui } from '@lingui/react/macro';
import { OneTimeLinkPage } from '../account/OneTimeLinkPage';

/**
 * /leave-group?token= (spec §2, §4 "Leave group page"): the link of the join e-mail. Success cancels
 * the member's upcoming classes of the group; 'There was an issue leaving the group' when the link is
 * invalid, used or expired.
 */
export function LeaveGroupPage() {
  const { t } = useLingui();
  return (
    <OneTimeLinkPage
      operation="groups.leaveByToken"
      title={<Trans>Leave group</Trans>}
      documentTitle={t`Leave group · Plié`}
      loading={<Trans>Leaving the group…</Trans>}
      success={{
        title: <Trans>You left the group</Trans>,
        text: <Trans>Your upcoming classes of the group are cancelled.</Trans>,
      }}
      failure={{
        title: <Trans>There was an issue leaving the group</Trans>,
        text: (
          <Trans>
            The link is invalid, has expired or was already used. Please try again from your profile, or ask
            the studio to remove you from the group.
          </Trans>
        ),
      }}
    />
  );
}
