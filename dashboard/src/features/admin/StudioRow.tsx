import { Trans, useLingui } from '@lingui/react/macro';
import { type Studio, webPath } from '@plie/shared';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import {
  actionStyles,
  avatarSlotStyles,
  badgesStyles,
  detailsStyles,
  emailStyles,
  linkStyles,
  mainStyles,
  nameStyles,
  rowStyles,
} from './admin.styles';
import { formatListDate } from './admin-lists';

/**
 * A studio in the admin's list: logo, name, page link, e-mail, creation date, its state (awaiting
 * verification, hidden, deleted) and Verify or Unverify. A deleted studio can't be verified.
 */
export function StudioRow({
  studio,
  onVerify,
}: {
  studio: Studio;
  /** Verifies (`true`) or unverifies the studio; settles when the answer is in. */
  onVerify: (studio: Studio, isVerified: boolean) => Promise<void>;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const nameId = useId();
  const [busy, setBusy] = useState(false);
  const created = formatListDate(studio.createdAt, locale);
  const verify = async () => {
    setBusy(true);
    try {
      await onVerify(studio, !studio.isVerified);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li css={rowStyles}>
      <Avatar name={studio.name} photo={studio.photo} size={48} css={avatarSlotStyles} />
      <div css={mainStyles}>
        <p id={nameId} css={nameStyles}>
          {studio.name}
        </p>
        <Link href={webPath.studio({ studioName: studio.studioName })} css={linkStyles}>
          /studios/{studio.studioName}
        </Link>
        <p css={badgesStyles}>
          {!studio.isVerified && (
            <Badge tone="warning">
              <Trans>Awaiting verification</Trans>
            </Badge>
          )}
          {studio.isHidden && (
            <Badge>
              <Trans>Hidden</Trans>
            </Badge>
          )}
          {studio.isDeleted && (
            <Badge tone="danger">
              <Trans>Deleted</Trans>
            </Badge>
          )}
        </p>
      </div>
      <div css={detailsStyles}>
        <span css={emailStyles}>{studio.email}</span>
        {created && <time dateTime={studio.createdAt}>{t`Created ${created}`}</time>}
      </div>
      {!studio.isDeleted && (
        <div css={actionStyles}>
          <Button
            variant={studio.isVerified ? 'secondary' : 'primary'}
            aria-describedby={nameId}
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={() => void verify()}
          >
            {busy && <Spinner />}
            {studio.isVerified ? <Trans>Unverify</Trans> : <Trans>Verify</Trans>}
          </Button>
        </div>
      )}
    </li>
  );
}
