import { css, type Theme, useTheme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { studioStyleColor } from '@plie/shared';
import { useEffect } from 'react';
import { useStudioStyles } from '../../api/queries/studios';
import { Badge } from '../../ui/Badge';
import { Skeleton } from '../../ui/Skeleton';
import { ThemeProvider } from '../../ui/ThemeProvider';
import { useStudioFailureToast } from './useStudioFailureToast';

/**
 * The styles the studio teaches, as chips (spec §2): their colours cycle through teal, blue,
 * purple, cyan, green, yellow, orange, red, pink, starting with the studio's primary colour. Each
 * chip is the theme's tinted badge in its colour, so it reads at AA in light and dark alike.
 */
export function StudioStyles({ studioId, primaryColor }: { studioId: string; primaryColor: string }) {
  const { t } = useLingui();
  const scheme = useTheme().scheme;
  const { data: styles, error } = useStudioStyles(studioId);
  const failureToast = useStudioFailureToast();
  useEffect(() => {
    if (error) failureToast(t`Failed to fetch studio styles`, error);
  }, [error, failureToast, t]);

  // One row of chips, as tall while they load as once they are in: their arrival moves nothing
  // below them, however many there are (more scroll sideways within the row).
  if (!styles && !error) return <Skeleton height={ROW_HEIGHT} css={placeholderStyles} />;
  if (!styles?.length) return null;
  return (
    <ul css={rowStyles} aria-label={t`Dance styles`}>
      {styles.map((style, index) => (
        <li key={style.id}>
          <ThemeProvider primaryColor={studioStyleColor(primaryColor, index)} scheme={scheme}>
            <Badge tone="primary" css={chipStyles}>
              {style.name}
            </Badge>
          </ThemeProvider>
        </li>
      ))}
    </ul>
  );
}

/** A chip (its padding, theme space 1 twice, and a line of small text: 29 px) and room for a thin scrollbar. */
const ROW_HEIGHT = 'calc(1.8125rem + 0.5rem)';

const placeholderStyles = css`
  width: min(16rem, 100%);
`;

const rowStyles = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[2]};
  /* As wide as the header, never wider: its chips' width must not widen the header. */
  contain: inline-size;
  width: 100%;
  height: ${ROW_HEIGHT};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: thin;
  & > li {
    flex: none;
  }
`;

const chipStyles = (theme: Theme) => css`
  padding: ${theme.space[1]} ${theme.space[3]};
  font-size: ${theme.fontSize.sm};
`;
