import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BulkCreateResult } from '@plie/shared';
import { useEffect, useRef } from 'react';
import { Badge } from '../../ui/Badge';
import { translateLessonMessage } from '../lesson-form/lesson-messages';

/**
 * What an import did (spec §2 "the result is shown as JSON"; JOURNEYS Anna 2: which rows were
 * created and which were refused, and why): the counts, the refused rows with their reasons, then
 * the API's answer as it came. Rows are numbered as in the file (1 = the first), with the 0-based
 * `index` of the answer beside.
 */
export function BulkImportResult({ result }: { result: BulkCreateResult }) {
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const created = result.created.length;
  const refused = result.refused.length;

  return (
    <section css={resultStyles} aria-labelledby="bulk-result-title">
      <h3 id="bulk-result-title" ref={heading} tabIndex={-1} css={titleStyles}>
        <Trans>Import result</Trans>
      </h3>
      <p css={countsStyles}>
        <Badge tone="success">
          <Trans>Created: {created}</Trans>
        </Badge>
        <Badge tone={refused > 0 ? 'danger' : 'neutral'}>
          <Trans>Refused: {refused}</Trans>
        </Badge>
      </p>
      {refused > 0 && (
        <ul css={refusedStyles} aria-label={t`Refused rows`}>
          {result.refused.map((row) => {
            const number = row.index + 1;
            const index = row.index;
            return (
              <li key={row.index}>
                <strong>
                  <Trans>
                    Row {number} (index {index})
                  </Trans>
                </strong>
                : {translateLessonMessage(i18n, row.message)}
                {row.fields && Object.keys(row.fields).length > 0 && (
                  <span css={fieldsStyles}>
                    {Object.entries(row.fields)
                      .map(([field, message]) =>
                        message === row.message
                          ? field
                          : `${field}: ${translateLessonMessage(i18n, message)}`,
                      )
                      .join(' · ')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <details open>
        <summary css={summaryStyles}>
          <Trans>The API’s answer (JSON)</Trans>
        </summary>
        <pre css={jsonStyles} data-testid="bulk-result-json">
          {JSON.stringify(result, null, 2)}
        </pre>
      </details>
    </section>
  );
}

const resultStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[3]};
  min-width: 0;
  details {
    min-width: 0;
  }
`;

const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const countsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const refusedStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  list-style: none;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.status.danger.background};
  color: ${theme.colors.status.danger.text};
  overflow-wrap: anywhere;
`;

const fieldsStyles = (theme: Theme) => css`
  display: block;
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize.xs};
`;

const summaryStyles = (theme: Theme) => css`
  min-height: ${theme.sizes.touchTarget};
  display: flex;
  align-items: center;
  cursor: pointer;
  font-weight: ${theme.fontWeight.semibold};
`;

/** Scrolls inside its own box (never the page) and stops growing at about half a screen. */
const jsonStyles = (theme: Theme) => css`
  max-height: 28rem;
  overflow: auto;
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceSunken};
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize.xs};
  line-height: ${theme.lineHeight.snug};
`;
