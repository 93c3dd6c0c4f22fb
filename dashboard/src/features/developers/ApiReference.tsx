import { css, type Theme } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useOpenApi } from '../../api/queries/meta';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import {
  type ApiAuth,
  type ApiOperation,
  type ApiOperationGroup,
  apiOperationGroups,
} from './api-operations';
import { CodeText } from './CodeText';
import { metaTextStyles, proseStyles, textWithCodeStyles } from './developers.styles';

/** The contract's groups, as a reader would call them; an unknown tag shows as it is. */
const GROUP_TITLES: Record<string, MessageDescriptor> = {
  auth: msg`Accounts and sign-in`,
  users: msg`Users and teachers`,
  studios: msg`Studios and their teams`,
  rooms: msg`Rooms`,
  lessons: msg`Lessons`,
  attendance: msg`Attendance`,
  groups: msg`Groups`,
  styles: msg`Dance styles`,
  locations: msg`Countries and cities`,
  meta: msg`About the API`,
};

const AUTH_LABELS: Record<ApiAuth, MessageDescriptor> = {
  public: msg`Public`,
  user: msg`Signed in`,
  confirmed: msg`Confirmed e-mail`,
  platformAdmin: msg`Platform admin`,
};

const AUTH_TONES: Record<ApiAuth, BadgeTone> = {
  public: 'success',
  user: 'primary',
  confirmed: 'primary',
  platformAdmin: 'warning',
};

const METHOD_TONES: Record<string, BadgeTone> = {
  GET: 'primary',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'danger',
};

/**
 * Every operation of the API, read from its own OpenAPI document (`GET /api/openapi.json`), one
 * disclosure per group so the page stays short: method, path, who may call it, and what it does.
 */
export function ApiReference() {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useOpenApi();
  const groups = useMemo(() => apiOperationGroups(data), [data]);

  if (error && !data) {
    return (
      <RetryAlert title={<Trans>Failed to fetch the API reference</Trans>} onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !data) {
    return (
      <div css={groupsStyles}>
        <Skeleton height="3rem" label={t`Loading the API reference…`} />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </div>
    );
  }
  return (
    <div css={groupsStyles}>
      {groups.map((group) => (
        <OperationGroup key={group.tag} group={group} />
      ))}
    </div>
  );
}

function OperationGroup({ group }: { group: ApiOperationGroup }) {
  const { i18n } = useLingui();
  const known = GROUP_TITLES[group.tag];
  const count = group.operations.length;
  return (
    <details css={groupStyles}>
      <summary css={summaryStyles}>
        <span css={groupTitleStyles}>{known ? i18n._(known) : group.tag}</span>
        <span css={metaTextStyles}>
          <Plural value={count} one="# operation" other="# operations" />
        </span>
      </summary>
      <ul css={operationsStyles}>
        {group.operations.map((operation) => (
          <OperationRow key={`${operation.method} ${operation.path}`} operation={operation} />
        ))}
      </ul>
    </details>
  );
}

function OperationRow({ operation }: { operation: ApiOperation }) {
  const { i18n } = useLingui();
  return (
    <li css={operationStyles}>
      <div css={signatureStyles}>
        <Badge tone={METHOD_TONES[operation.method] ?? 'neutral'} css={methodStyles}>
          {operation.method}
        </Badge>
        <code css={pathStyles}>{operation.path}</code>
        <Badge tone={AUTH_TONES[operation.auth]}>{i18n._(AUTH_LABELS[operation.auth])}</Badge>
      </div>
      {operation.summary && (
        <p css={[proseStyles, textWithCodeStyles, summaryTextStyles]}>
          <CodeText text={operation.summary} />
        </p>
      )}
    </li>
  );
}

const groupsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  min-width: 0;
`;

const groupStyles = (theme: Theme) => css`
  min-width: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  &[open] > summary {
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const summaryStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[3]} ${theme.space[4]};
  cursor: pointer;
  list-style-position: inside;
  &:hover {
    background: ${theme.colors.surfaceSunken};
  }
`;

const groupTitleStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.semibold};
`;

const operationsStyles = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const operationStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const signatureStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
`;

const methodStyles = (theme: Theme) => css`
  min-width: 4.25rem;
  justify-content: center;
  font-family: ${theme.font.mono};
`;

const pathStyles = (theme: Theme) => css`
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  overflow-wrap: anywhere;
  min-width: 0;
`;

const summaryTextStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  max-width: none;
`;
