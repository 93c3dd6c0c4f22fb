import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GroupJoinForm, LessonTable, useNow } from '@plie/sdk/components';
import { useSearch } from 'wouter';
import { apiClient } from '../../api/client';
import { isNoSuchGroup, useGroup } from '../../api/queries/groups';
import { useCurrentUser } from '../../app/useCurrentUser';
import { isLanguage } from '../../i18n/languages';
import { PageTitle } from '../../layouts/PageTitle';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { LEGAL_DOCUMENTS } from '../legal/documents';
import { NotFoundPage } from '../not-found/NotFoundPage';

const LEGAL_LINKS = { terms: LEGAL_DOCUMENTS.terms.path, privacy: LEGAL_DOCUMENTS.privacy.path };

/**
 * /join-group?groupId= (spec §2 "Join group"): the group's lessons, then the join form — name,
 * e-mail, optional Instagram, the join-starting date (today at the latest) and, for a guest, the
 * terms and privacy policy. Joining signs the member up for the group's classes; the e-mail carries
 * the link to leave. An unknown group is the not-found view.
 */
export function JoinGroupPage() {
  const { t, i18n } = useLingui();
  const groupId = new URLSearchParams(useSearch()).get('groupId') ?? '';
  const { user } = useCurrentUser();
  const now = useNow();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const { data, error, mutate } = useGroup(groupId);
  if (!groupId || isNoSuchGroup(error)) return <NotFoundPage />;
  const group = data?.group;
  const name = group?.name ?? '';

  return (
    <>
      {group ? (
        <PageTitle
          title={group.name}
          subtitle={<Trans>Join the group</Trans>}
          page={group.studioId ? { kind: 'studioGroup' } : { kind: 'teacherGroup' }}
        />
      ) : (
        <title>{t`Join ${name} · Plié`}</title>
      )}
      <Container css={pageStyles}>
        {error && !group ? (
          <RetryAlert title={<Trans>Failed to fetch the group</Trans>} onRetry={() => void mutate()} />
        ) : !group ? (
          <Skeleton height="16rem" label={t`Loading the group…`} />
        ) : (
          <>
            <LessonTable
              lessons={group.lessons ?? []}
              now={now}
              language={language}
              caption={t`Lessons of ${name}`}
            />
            <Card css={formCardStyles}>
              <GroupJoinForm
                groupId={group.id}
                language={language}
                user={
                  user
                    ? { id: user.id, name: user.name, email: user.email, instagram: user.instagram }
                    : undefined
                }
                legalLinks={LEGAL_LINKS}
                submit={(body) => apiClient.groups.join({ body })}
              />
            </Card>
          </>
        )}
      </Container>
    </>
  );
}

const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-block: ${theme.space[5]} ${theme.space[8]};
`;

const formCardStyles = (theme: Theme) => css`
  max-width: ${theme.sizes.narrow};
  padding: ${theme.space[5]};
`;
