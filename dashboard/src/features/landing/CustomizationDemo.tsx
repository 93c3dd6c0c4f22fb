import { css, type Theme, useTheme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEFAULT_PRIMARY_COLOR } from '../../config/constants';
import { LEVEL_LABELS } from '../../i18n/level-labels';
import { useLessonFormat } from '../../i18n/useLessonFormat';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/Button';
import { PrimaryColorPicker, ThemePicker } from '../../ui/ColorThemePicker';
import type { PrimaryColorName } from '../../ui/palette';
import { ThemeProvider } from '../../ui/ThemeProvider';
import type { ColorScheme } from '../../ui/theme';
import { StudioPageMiniature } from '../studios/StudioPreview';
import { DemoSection } from './DemoSection';
import { STYLES } from './demo-data';

/** Demo 3 (spec §1): pick a colour and a theme, and a studio page re-themes live. */
export function CustomizationDemo() {
  return (
    <DemoSection
      id="demo-customization-title"
      eyebrow={<Trans>Customization</Trans>}
      title={<Trans>Your studio, your colours</Trans>}
      intro={
        <Trans>
          Choose a primary colour and a light or dark theme. Your studio page and the schedule embedded on
          your website follow it — try it here.
        </Trans>
      }
      points={[
        <Trans key="colors">Ten colours, or your brand’s exact hex code</Trans>,
        <Trans key="contrast">Text stays readable in every combination</Trans>,
        <Trans key="embed">The embedded schedule fits your site’s look</Trans>,
      ]}
      visual={<ThemePlayground />}
    />
  );
}

function ThemePlayground() {
  const theme = useTheme();
  const [color, setColor] = useState<PrimaryColorName>(DEFAULT_PRIMARY_COLOR);
  const [scheme, setScheme] = useState<ColorScheme>(theme.scheme);

  return (
    <div css={playgroundStyles}>
      <div css={controlsStyles}>
        <PrimaryColorPicker value={color} onChange={setColor} />
        <ThemePicker value={scheme} onChange={setScheme} />
      </div>
      <ThemeProvider primaryColor={color} scheme={scheme}>
        <DemoStudioPage />
      </ThemeProvider>
    </div>
  );
}

/** A miniature studio page in the chosen theme, with two sample lessons. */
function DemoStudioPage() {
  const { i18n, t } = useLingui();
  const { weekday, time } = useLessonFormat();
  const lessons = [
    { style: STYLES.salsa, level: 1, day: 0, at: [19, 15] as const },
    { style: STYLES.kizomba, level: 3, day: 2, at: [20, 30] as const },
  ];
  return (
    <StudioPageMiniature
      css={liftedStyles}
      logo={
        <span css={logoStyles} aria-hidden="true">
          S&amp;C
        </span>
      }
      name="Salsa & Co."
      handle="@salsaandco · Kraków"
    >
      <ul css={previewListStyles} aria-label={t`Sample lessons`}>
        {lessons.map((lesson) => (
          <li key={lesson.day}>
            <span css={{ minWidth: 0 }}>
              <strong css={{ display: 'block' }}>{i18n._(lesson.style)}</strong>
              <span css={previewMutedStyles}>
                <span css={{ textTransform: 'capitalize' }}>{weekday(lesson.day)}</span>{' '}
                {time(lesson.at[0], lesson.at[1])}
              </span>
            </span>
            <Badge tone="primary">{i18n._(LEVEL_LABELS[lesson.level]!)}</Badge>
            <span css={buttonStyles({ variant: 'primary' })}>
              <Trans>Sign up</Trans>
            </span>
          </li>
        ))}
      </ul>
    </StudioPageMiniature>
  );
}

const playgroundStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
`;

const controlsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  ${theme.mq.wide} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

/** The demo studio's logo: its initials in the display font. */
const logoStyles = (theme: Theme) => css`
  display: grid;
  place-items: center;
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${theme.radii.lg};
  border: 4px solid ${theme.colors.background};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
`;

/** The demo stands out on the landing page. */
const liftedStyles = (theme: Theme) => css`
  box-shadow: ${theme.shadows.lg};
`;

const previewMutedStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const previewListStyles = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    gap: ${theme.space[3]};
    align-items: center;
    padding: ${theme.space[3]} 0;
  }
  li + li {
    border-top: 1px solid ${theme.colors.border};
  }
`;
