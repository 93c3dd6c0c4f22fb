import { css, type Theme, useTheme } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DEFAULT_PRIMARY_COLOR } from '../../config/constants';
import { Badge } from '../../ui/Badge';
import { buttonStyles } from '../../ui/Button';
import { BASE_COLORS, PRIMARY_COLOR_NAMES, type PrimaryColorName } from '../../ui/palette';
import { ThemeProvider } from '../../ui/ThemeProvider';
import type { ColorScheme } from '../../ui/theme';
import { DemoSection } from './DemoSection';
import { LEVEL_LABELS, STYLES } from './demo-data';
import { useLessonFormat } from './useLessonFormat';

const COLOR_NAMES: Record<PrimaryColorName, MessageDescriptor> = {
  teal: msg`Teal`,
  blue: msg`Blue`,
  purple: msg`Purple`,
  cyan: msg`Cyan`,
  green: msg`Green`,
  yellow: msg`Yellow`,
  orange: msg`Orange`,
  red: msg`Red`,
  pink: msg`Pink`,
  gray: msg`Gray`,
};

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
  const { i18n, t } = useLingui();
  const theme = useTheme();
  const [color, setColor] = useState<PrimaryColorName>(DEFAULT_PRIMARY_COLOR);
  const [scheme, setScheme] = useState<ColorScheme>(theme.scheme);
  const name = useId();

  return (
    <div css={playgroundStyles}>
      <div css={controlsStyles}>
        <fieldset css={fieldsetStyles}>
          <legend>
            <Trans>Primary colour</Trans>
          </legend>
          <div css={swatchesStyles}>
            {PRIMARY_COLOR_NAMES.map((option) => (
              <label
                key={option}
                css={swatchStyles(theme, BASE_COLORS[option])}
                title={i18n._(COLOR_NAMES[option])}
              >
                <input
                  type="radio"
                  name={`${name}-color`}
                  value={option}
                  checked={color === option}
                  onChange={() => setColor(option)}
                  aria-label={i18n._(COLOR_NAMES[option])}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset css={fieldsetStyles}>
          <legend>
            <Trans>Theme</Trans>
          </legend>
          <div css={segmentedStyles}>
            {(['light', 'dark'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={`${name}-scheme`}
                  value={option}
                  checked={scheme === option}
                  onChange={() => setScheme(option)}
                />
                <span>{option === 'light' ? t`Light` : t`Dark`}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <ThemeProvider primaryColor={color} scheme={scheme}>
        <StudioPreview />
      </ThemeProvider>
    </div>
  );
}

/** A miniature studio page in the chosen theme. Nothing in it is interactive. */
function StudioPreview() {
  const { i18n, t } = useLingui();
  const { weekday, time } = useLessonFormat();
  const lessons = [
    { style: STYLES.salsa, level: 1, day: 0, at: [19, 15] as const },
    { style: STYLES.kizomba, level: 3, day: 2, at: [20, 30] as const },
  ];
  return (
    <div css={previewStyles}>
      <div css={bannerStyles} />
      <div css={previewBodyStyles}>
        <div css={identityStyles}>
          <span css={avatarStyles} aria-hidden="true">
            S&amp;C
          </span>
          <div css={{ paddingTop: '40px', minWidth: 0 }}>
            <p css={studioNameStyles}>Salsa &amp; Co.</p>
            <p css={previewMutedStyles}>@salsaandco · Kraków</p>
          </div>
        </div>
        <div css={tabsStyles}>
          <span aria-current="true">
            <Trans>Schedule</Trans>
          </span>
          <span>
            <Trans>Teachers</Trans>
          </span>
          <span>
            <Trans>Rooms</Trans>
          </span>
        </div>
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
      </div>
    </div>
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

const fieldsetStyles = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
  }
`;

const swatchesStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

const swatchStyles = (theme: Theme, color: string) => css`
  position: relative;
  display: grid;
  place-items: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border-radius: 50%;
  cursor: pointer;
  &::before {
    content: '';
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${color};
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15);
    transition: transform ${theme.motion.fast} ${theme.motion.easing};
  }
  &:hover::before {
    transform: scale(1.1);
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    box-shadow: inset 0 0 0 3px ${theme.colors.text};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const segmentedStyles = (theme: Theme) => css`
  display: inline-flex;
  padding: ${theme.space[1]};
  border-radius: ${theme.radii.full};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  label {
    position: relative;
    display: grid;
    place-items: center;
    min-height: ${theme.sizes.touchTarget};
    min-width: 5.5rem;
    padding: 0 ${theme.space[4]};
    border-radius: ${theme.radii.full};
    font-weight: ${theme.fontWeight.medium};
    cursor: pointer;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${theme.colors.text};
    color: ${theme.colors.background};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const previewStyles = (theme: Theme) => css`
  overflow: hidden;
  border-radius: ${theme.radii.xl};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  transition: background ${theme.motion.normal} ${theme.motion.easing};
`;

const bannerStyles = (theme: Theme) => css`
  height: 96px;
  background:
    repeating-linear-gradient(-45deg, transparent 0 14px, rgb(255 255 255 / 0.12) 14px 28px),
    linear-gradient(120deg, ${theme.colors.primary}, ${theme.colors.primaryBase});
`;

const previewBodyStyles = (theme: Theme) => css`
  padding: 0 ${theme.space[4]} ${theme.space[4]};
  ${theme.mq.wide} {
    padding: 0 ${theme.space[5]} ${theme.space[5]};
  }
`;

const identityStyles = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  margin-top: -32px;
`;

const avatarStyles = (theme: Theme) => css`
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

const studioNameStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
`;

const previewMutedStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const tabsStyles = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[4]};
  margin: ${theme.space[4]} 0 ${theme.space[2]};
  border-bottom: 1px solid ${theme.colors.border};
  span {
    padding: ${theme.space[2]} 0;
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeight.medium};
  }
  span[aria-current] {
    color: ${theme.colors.primaryText};
    box-shadow: inset 0 -3px 0 ${theme.colors.primaryText};
  }
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
