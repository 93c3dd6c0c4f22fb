import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';
import { SectionHeading } from './SectionHeading';

/** A landing demo: words on one side, the product itself on the other (alternating). */
export function DemoSection({
  id,
  eyebrow,
  title,
  intro,
  points,
  visual,
  reversed = false,
  tinted = false,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  points: ReactNode[];
  visual: ReactNode;
  reversed?: boolean;
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={id} css={(theme: Theme) => sectionStyles(theme, tinted)}>
      <Container css={(theme: Theme) => gridStyles(theme, reversed)}>
        <div css={copyStyles} className="demo-copy">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
          <ul css={pointsStyles}>
            {points.map((point, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sentences
              <li key={index}>
                <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
                  <circle cx="10" cy="10" r="10" />
                  <path d="m6 10.5 2.5 2.5 5.5-6" />
                </svg>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div css={visualStyles} className="demo-visual">
          {visual}
        </div>
      </Container>
    </section>
  );
}

const sectionStyles = (theme: Theme, tinted: boolean) => css`
  padding: ${theme.space[8]} 0;
  ${tinted && `background: ${theme.colors.surfaceSunken};`}
  ${theme.mq.wide} {
    padding: ${theme.space[9]} 0;
  }
`;

const gridStyles = (theme: Theme, reversed: boolean) => css`
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;
  ${theme.mq.large} {
    gap: ${theme.space[8]};
    /* The words take the narrower column; the picture alternates sides. */
    grid-template-columns: ${reversed ? 'minmax(0, 1.2fr) minmax(0, 0.8fr)' : 'minmax(0, 0.8fr) minmax(0, 1.2fr)'};
    .demo-copy {
      order: ${reversed ? 2 : 1};
    }
    .demo-visual {
      order: ${reversed ? 1 : 2};
    }
  }
`;

const copyStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
`;

const pointsStyles = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  li {
    display: flex;
    gap: ${theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.15em;
  }
  circle {
    fill: ${theme.colors.primarySubtle};
  }
  path {
    fill: none;
    stroke: ${theme.colors.primarySubtleText};
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

const visualStyles = css`
  min-width: 0;
`;
