import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { useOneTimeLink } from '../../api/queries/auth';
import type { OneTimeLinkOperation } from '../../api/queries/query-keys';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';

/**
 * The page an e-mailed one-time link opens (`?token=`: cancel an attendance, leave a group; spec §4):
 * loading, then success or failure, and a way on to the schedule. The call is made once per token
 * (SWR, no revalidation): a token works once.
 */
export function OneTimeLinkPage({
  operation,
  title,
  documentTitle,
  loading,
  success,
  failure,
}: {
  /** The call the link makes with its token. */
  operation: OneTimeLinkOperation;
  title: ReactNode;
  documentTitle: string;
  loading: ReactNode;
  success: { title: ReactNode; text: ReactNode };
  failure: { title: ReactNode; text: ReactNode };
}) {
  const token = new URLSearchParams(useSearch()).get('token');
  const { data, error } = useOneTimeLink(operation, token);
  const failed = !token || Boolean(error);

  return (
    <AuthCard title={title}>
      <title>{documentTitle}</title>
      {failed ? (
        <Alert tone="danger">
          <strong>{failure.title}</strong>
          <span>{failure.text}</span>
        </Alert>
      ) : data?.success ? (
        <Alert tone="success">
          <strong>{success.title}</strong>
          <span>{success.text}</span>
        </Alert>
      ) : (
        <p css={loadingStyles}>
          <Spinner />
          {loading}
        </p>
      )}
      <ButtonLink href={webPath.schedule()} size="lg">
        <Trans>Find another lesson</Trans>
      </ButtonLink>
    </AuthCard>
  );
}

const loadingStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;
