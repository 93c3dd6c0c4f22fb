import { css, type Theme } from '@emotion/react';

/**
 * The studio's banner (spec §2 header): its uploaded image, or — until one is uploaded — a pattern
 * drawn from the studio's primary colour: soft spotlights over diagonal stripes. Decorative: the
 * studio's name is written right below it.
 */
export function StudioBanner({ banner }: { banner: string | undefined }) {
  if (banner) return <img src={banner} alt="" data-banner="image" />;
  return <div css={patternStyles} data-banner="pattern" />;
}

const patternStyles = (theme: Theme) => css`
  background:
    radial-gradient(circle at 82% 18%, rgb(255 255 255 / 0.28) 0 9%, transparent 9.5%),
    radial-gradient(circle at 82% 18%, rgb(255 255 255 / 0.12) 0 17%, transparent 17.5%),
    radial-gradient(ellipse at 8% 120%, rgb(255 255 255 / 0.18) 0 32%, transparent 32.5%),
    repeating-linear-gradient(-50deg, transparent 0 18px, rgb(255 255 255 / 0.07) 18px 36px),
    linear-gradient(115deg, ${theme.colors.primaryBase}, ${theme.colors.primary} 55%, ${theme.colors.primaryHover});
`;
