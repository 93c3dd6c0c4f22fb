import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ProfileLoadError } from '../../app/ProfileLoadError';
import { useSignedInUser } from '../../app/useSignedInUser';
import { PageTitle } from '../../layouts/PageTitle';
import { Container } from '../../ui/Container';
import { Skeleton } from '../../ui/Skeleton';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordChangeSection } from './PasswordChangeSection';
import { PersonalInfoSection } from './PersonalInfoSection';

/** /profile-settings (spec §2): personal info, password change, your data (download), delete account. Signed-out visitors go to /login. */
export function ProfileSettingsPage() {
  const { t } = useLingui();
  const { user, error, refresh } = useSignedInUser();

  return (
    <>
      <PageTitle
        title={t`Profile settings`}
        subtitle={<Trans>Your personal information, password and account.</Trans>}
      />
      <Container css={pageStyles}>
        {user ? (
          <>
            <PersonalInfoSection user={user} refresh={refresh} />
            <PasswordChangeSection user={user} />
            <DataExportSection user={user} />
            <DeleteAccountSection user={user} />
          </>
        ) : error ? (
          <ProfileLoadError onRetry={() => void refresh()} />
        ) : (
          <>
            <Skeleton height="24rem" label={t`Loading your profile…`} />
            <Skeleton height="20rem" />
          </>
        )}
      </Container>
    </>
  );
}

/** One column on phones; from laptops the personal info on the left, password, data and account beside it. */
const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  align-items: start;
  padding-bottom: ${theme.space[8]};
  ${theme.mq.large} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    /* The tall personal info spans the three rows; the extra height goes below the delete section. */
    grid-template-rows: auto auto 1fr;
    & > :first-child {
      grid-row: span 3;
    }
  }
`;
