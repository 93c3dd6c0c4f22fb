import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FALLBACK_LANGUAGE } from '../../config/constants';
import { isLanguage } from '../../i18n/languages';
import { CodeBlock } from '../developers/CodeBlock';
import { developersPath, scheduleSnippet } from '../developers/snippets';

/**
 * For the studio's admins: the two lines that put this studio's schedule on its own website (in the
 * current interface language), to copy, and a link to the developers page with this studio in the
 * live preview. Closed by default, so it never pushes the schedule down.
 */
export function EmbedSnippet({ studioName }: { studioName: string }) {
  const { t, i18n } = useLingui();
  const lang = isLanguage(i18n.locale) ? i18n.locale : FALLBACK_LANGUAGE;
  const snippet = scheduleSnippet(window.location.origin, { studio: studioName, lang });
  return (
    <details css={detailsStyles}>
      <summary css={summaryStyles}>
        <Trans>Put this schedule on your website</Trans>
      </summary>
      <div css={bodyStyles}>
        <p css={noteStyles}>
          <Trans>
            Paste these two lines into your website’s HTML where the schedule should appear. Dancers sign up
            there without leaving your site.
          </Trans>
        </p>
        <CodeBlock
          code={snippet}
          label={t`Snippet for your website`}
          copyLabel={t`Copy the snippet for your website`}
        />
        <Link href={developersPath(studioName)} css={linkStyles}>
          <Trans>More options</Trans>
        </Link>
      </div>
    </details>
  );
}

const detailsStyles = (theme: Theme) => css`
  min-width: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const summaryStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[2]} ${theme.space[4]};
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;
  list-style-position: inside;
  &::before {
    content: '‹/›';
    margin-right: ${theme.space[2]};
    color: ${theme.colors.primaryText};
    font-family: ${theme.font.mono};
  }
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${theme.colors.primaryText};
  }
`;

const bodyStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: 0 ${theme.space[4]} ${theme.space[4]};
`;

const noteStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
`;

const linkStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  width: fit-content;
  font-weight: ${theme.fontWeight.semibold};
`;
