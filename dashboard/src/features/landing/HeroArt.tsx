import { css, type Theme } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePrerenderPass } from '../../app/prerender-pass';
import { LEVEL_LABELS } from '../../i18n/level-labels';
import { useLessonFormat } from '../../i18n/useLessonFormat';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { MEDIA_QUERIES } from '../../ui/theme';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { STYLES } from './demo-data';

/**
 * The hero's picture, drawn with the product's own pieces: tonight's lessons in a city and
 * the confirmation a dancer sees after signing up. Decorative (hidden from screen readers:
 * the demo sections below say the same in words); shown on large screens only, and only
 * rendered there, so a phone's first paint doesn't wait for a picture it never shows.
 */
export function HeroArt() {
  const large = useMediaQuery(MEDIA_QUERIES.large);
  // Pre-rendered, the screen's width is not known: drawn for all, its own styles hide it below `large`.
  const prerendering = usePrerenderPass();
  return large || prerendering ? <HeroPicture /> : null;
}

function HeroPicture() {
  const { i18n } = useLingui();
  const { time } = useLessonFormat();
  const lessons = [
    { start: [18, 0], style: STYLES.bachata, level: 0, studio: 'Studio Ritmo', spotsLeft: 8 },
    { start: [19, 30], style: STYLES.contemporary, level: 3, studio: 'Sala Wisła', spotsLeft: 2 },
    { start: [20, 45], style: STYLES.salsa, level: 1, studio: 'Salsa & Co.', spotsLeft: 11 },
  ] as const;
  return (
    <div aria-hidden="true" css={artStyles}>
      <Card css={tonightStyles}>
        <p css={cardTitleStyles}>
          <Trans>Tonight in Kraków</Trans>
        </p>
        <ul css={listStyles}>
          {lessons.map(({ spotsLeft, ...lesson }) => (
            <li key={lesson.studio} css={rowStyles}>
              <span css={timeStyles}>{time(lesson.start[0], lesson.start[1])}</span>
              <span css={{ minWidth: 0 }}>
                <strong css={{ display: 'block' }}>{i18n._(lesson.style)}</strong>
                <span css={mutedStyles}>
                  {i18n._(LEVEL_LABELS[lesson.level]!)} · {lesson.studio}
                </span>
              </span>
              <Badge tone={spotsLeft <= 2 ? 'warning' : 'success'}>
                {plural(spotsLeft, { one: '# spot left', other: '# spots left' })}
              </Badge>
            </li>
          ))}
        </ul>
      </Card>
      <Card css={toastStyles}>
        <span css={checkStyles}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m5 12 5 5 9-10" />
          </svg>
        </span>
        <span>
          <strong css={{ display: 'block' }}>
            <Trans>You are signed in for the lesson!</Trans>
          </strong>
          <span css={mutedStyles}>
            {i18n._(STYLES.bachata)} · {time(18, 0)}
          </span>
        </span>
      </Card>
    </div>
  );
}

const artStyles = (theme: Theme) => css`
  display: none;
  position: relative;
  min-height: 29rem;
  ${theme.mq.large} {
    display: block;
  }
`;

const tonightStyles = (theme: Theme) => css`
  position: absolute;
  top: 0;
  right: 0;
  width: min(100%, 26rem);
  box-shadow: ${theme.shadows.lg};
  transform: rotate(1.5deg);
`;

const toastStyles = (theme: Theme) => css`
  position: absolute;
  bottom: 0;
  left: 0;
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
  max-width: 21rem;
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadows.lg};
  transform: rotate(-2deg);
`;

const checkStyles = (theme: Theme) => css`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${theme.colors.status.success.background};
  color: ${theme.colors.status.success.text};
`;

const cardTitleStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.bold};
  font-size: ${theme.fontSize.lg};
  margin-bottom: ${theme.space[3]};
`;

const listStyles = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
`;

const rowStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${theme.space[3]};
  align-items: center;
  padding: ${theme.space[3]} 0;
  border-top: 1px solid ${theme.colors.border};
`;

const timeStyles = (theme: Theme) => css`
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.primaryText};
`;

const mutedStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;
