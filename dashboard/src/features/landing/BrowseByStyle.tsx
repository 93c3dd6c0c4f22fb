import { css, type Theme } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useDeferredAnswer } from '../../api/queries/deferred-answer';
import { STYLES_SHOWN_FIRST_ON_PHONES } from '../../config/constants';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { skeletonPulse } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { scheduleHrefForStyle } from '../dance-styles/dance-style-rules';
import { useDanceStyles } from '../dance-styles/useDanceStyles';
import { SectionHeading } from './SectionHeading';

/**
 * "Browse by style": every dance style as a chip that opens the schedule filtered to it. Wider
 * screens show them all; a phone shows the first few and a "Show all" disclosure for the rest.
 */
export function BrowseByStyle() {
  return (
    <section aria-labelledby="styles-title" css={sectionStyles}>
      <Container>
        <SectionHeading
          id="styles-title"
          eyebrow={<Trans>Dance styles</Trans>}
          title={<Trans>Browse by style</Trans>}
          intro={<Trans>From salsa to tango: pick a style to see its classes.</Trans>}
          centered
        />
        <StyleChips />
      </Container>
    </section>
  );
}

function StyleChips() {
  const { t } = useLingui();
  // In the background, in slices: the chips (three dozen links and their styles) replace the
  // placeholders without one long task while the page is still starting (issue #18: blocking time).
  const { data: styles, error, isValidating, mutate } = useDeferredAnswer(useDanceStyles());
  const [showAll, setShowAll] = useState(false);
  const listId = useId();

  if (!styles && error) {
    return (
      <div role="alert" css={errorStyles}>
        <p>
          <Trans>Could not load the dance styles. Check your connection and try again.</Trans>
        </p>
        <Button
          variant="secondary"
          aria-disabled={isValidating}
          onClick={() => {
            if (!isValidating) void mutate();
          }}
        >
          {isValidating && <Spinner />}
          {isValidating ? t`Trying again…` : t`Try again`}
        </Button>
      </div>
    );
  }
  if (!styles) return <StyleChipsSkeleton label={t`Loading dance styles…`} />;
  if (styles.length === 0) {
    return (
      <p css={emptyStyles}>
        <Trans>
          No dance styles are listed yet. <Link href={webPath.schedule()}>Browse all classes</Link> instead.
        </Trans>
      </p>
    );
  }

  const total = styles.length;
  const more = total > STYLES_SHOWN_FIRST_ON_PHONES;
  return (
    <div css={chipsAreaStyles}>
      <ul id={listId} css={[chipListStyles, !showAll && collapsedOnPhonesStyles]}>
        {styles.map((style) => (
          <li key={style.id}>
            <Link href={scheduleHrefForStyle(style)} css={chipStyles}>
              {style.name}
            </Link>
          </li>
        ))}
      </ul>
      {more && (
        <Button
          variant="ghost"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
          css={toggleStyles}
        >
          {showAll
            ? t`Show fewer styles`
            : plural(total, { one: 'Show all # style', other: 'Show all # styles' })}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            css={{ transform: showAll ? 'rotate(180deg)' : undefined }}
          >
            <path d="m5 8 5 5 5-5" />
          </svg>
        </Button>
      )}
    </div>
  );
}

/** Chip-shaped placeholders while the styles load: the section keeps its shape, never blank. */
function StyleChipsSkeleton({ label }: { label: string }) {
  const widths = [5.5, 8, 6.5, 7.5, 5, 9, 6, 7, 5.5, 8.5, 6.5, 7];
  return (
    <div role="status" css={chipsAreaStyles}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul aria-hidden="true" css={[chipListStyles, skeletonPulse]}>
        {widths.map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          <li key={index} css={skeletonChipStyles} style={{ width: `${width}rem` }} />
        ))}
      </ul>
    </div>
  );
}

/** Less room below: the feature grid that follows brings its own. */
const sectionStyles = (theme: Theme) => css`
  padding: ${theme.space[7]} 0 ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[8]} 0 ${theme.space[5]};
  }
`;

const chipsAreaStyles = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[6]};
  max-width: 56rem;
  margin-inline: auto;
`;

const chipListStyles = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[2]};
`;

const chipStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeight.medium};
  line-height: 1.2;
  text-decoration: none;
  transition:
    background ${theme.motion.fast} ${theme.motion.easing},
    border-color ${theme.motion.fast} ${theme.motion.easing};
  &:hover {
    background: ${theme.colors.primarySubtle};
    border-color: ${theme.colors.primarySubtle};
    color: ${theme.colors.primarySubtleText};
  }
`;

/** On a phone, the styles after the first few wait behind "Show all". */
const collapsedOnPhonesStyles = (theme: Theme) => css`
  ${theme.mq.narrow} {
    > li:nth-of-type(n + ${STYLES_SHOWN_FIRST_ON_PHONES + 1}) {
      display: none;
    }
  }
`;

/** The "Show all" disclosure: phones only, wider screens list every style. */
const toggleStyles = (theme: Theme) => css`
  color: ${theme.colors.primaryText};
  ${theme.mq.wide} {
    display: none;
  }
  svg {
    transition: transform ${theme.motion.normal} ${theme.motion.easing};
  }
`;

const skeletonChipStyles = (theme: Theme) => css`
  height: ${theme.sizes.touchTarget};
  max-width: 100%;
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surfaceSunken};
`;

const errorStyles = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[4]};
  max-width: 32rem;
  margin: ${theme.space[6]} auto 0;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.status.danger.text};
  text-align: center;
`;

const emptyStyles = (theme: Theme) => css`
  margin-top: ${theme.space[6]};
  text-align: center;
  color: ${theme.colors.textMuted};
`;
