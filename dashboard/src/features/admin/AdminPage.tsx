import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ProfileLoadError } from '../../app/ProfileLoadError';
import { useSignedInUser } from '../../app/useSignedInUser';
import { PageTitle } from '../../layouts/PageTitle';
import { Container } from '../../ui/Container';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ADMIN_FILTER_PARAMS, type AdminTab } from './admin-lists';
import { LessonsBulkTab } from './LessonsBulkTab';
import { StudiosTab } from './StudiosTab';
import { UsersTab } from './UsersTab';

/**
 * /admin (spec §2 "Admin panel", §6): the platform admin's Studios, Users and Lessons Bulk tabs,
 * the tab kept in the address (`?tab=users`). A signed-out visitor is sent to /login; anyone else
 * who is not a platform admin gets the 404 view, exactly as for an unknown address.
 */
export function AdminPage() {
  const { t } = useLingui();
  const { user, error, refresh } = useSignedInUser();

  if (!user) {
    // Nothing about the panel shows until the user is known to be a platform admin.
    return (
      <Container css={waitingStyles}>
        {error ? (
          <ProfileLoadError onRetry={() => void refresh()} />
        ) : (
          <Skeleton height="24rem" label={t`Loading your profile…`} />
        )}
      </Container>
    );
  }
  if (user.role !== 'admin') return <NotFoundPage />;

  return (
    <>
      <meta name="robots" content="noindex" />
      <PageTitle title={t`Admin panel`} subtitle={<Trans>Verify new studios and look up users.</Trans>} />
      <Container css={pageStyles}>
        <Tabs<AdminTab>
          label={t`Admin panel`}
          dropParams={ADMIN_FILTER_PARAMS}
          tabs={[
            { id: 'studios', label: t`Studios`, panel: <StudiosTab /> },
            { id: 'users', label: t`Users`, panel: <UsersTab /> },
            { id: 'lessons-bulk', label: t`Lessons Bulk`, panel: <LessonsBulkTab /> },
          ]}
        />
      </Container>
    </>
  );
}

const waitingStyles = (theme: Theme) => css`
  padding-block: ${theme.space[6]};
`;

const pageStyles = (theme: Theme) => css`
  padding-bottom: ${theme.space[7]};
`;
