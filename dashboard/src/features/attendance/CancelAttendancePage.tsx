import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { Link } from 'wouter';
import { OneTimeLinkPage } from '../account/OneTimeLinkPage';

/**
 * /cancel-attendance?token= (spec §2, §4 "cancel attendance page"): the link of the sign-up e-mail.
 * Success frees the place for someone else; 'Failed to cancel your attendance' when the link is
 * invalid, used or expired.
 */
export function CancelAttendancePage() {
  const { t } = useLingui();
  return (
    <OneTimeLinkPage
      operation="attendance.cancelByToken"
      title={<Trans>Cancel attendance</Trans>}
      documentTitle={t`Cancel attendance · Plié`}
      loading={<Trans>Cancelling your attendance…</Trans>}
      success={{
        title: <Trans>Your attendance is cancelled</Trans>,
        text: <Trans>Thank you for letting us know: your place is free for another dancer.</Trans>,
      }}
      failure={{
        title: <Trans>Failed to cancel your attendance</Trans>,
        text: (
          <>
            <Trans>
              The link is invalid, has expired or was already used. Please try again from your profile, or ask
              the studio to cancel it for you.
            </Trans>{' '}
            <Link href={webPath.resendBookingLinks()}>
              <Trans>Lost your e-mail? Send it again</Trans>
            </Link>
          </>
        ),
      }}
    />
  );
}
