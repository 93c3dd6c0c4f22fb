import type { ReactNode } from 'react';
import { sectionStyles, sectionTitleStyles } from './developers.styles';

/** A titled section of the developers page, the target of its contents link (`#id`). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} css={sectionStyles}>
      <h2 id={`${id}-title`} css={sectionTitleStyles}>
        {title}
      </h2>
      {children}
    </section>
  );
}
