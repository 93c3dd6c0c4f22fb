import { css, type Theme, useTheme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { studioStyleColor } from '@plie/shared';
import { useEffect } from 'react';
import { useStudioStyles } from '../../api/queries/studios';
import { Badge } from '../../ui/Badge';
import { ThemeProvider } from '../../ui/ThemeProvider';
import { wrappingListStyles } from './studio-page.styles';
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

  if (!styles?.length) return null;
  return (
    <ul css={wrappingListStyles} aria-label={t`Dance styles`}>
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

const chipStyles = (theme: Theme) => css`
  padding: ${theme.space[1]} ${theme.space[3]};
  font-size: ${theme.fontSize.sm};
`;
