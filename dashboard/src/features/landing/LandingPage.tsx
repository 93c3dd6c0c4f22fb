import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { PageSuspense } from '../../ui/page-suspense';
import { BrowseByStyle } from './BrowseByStyle';
import { Hero } from './Hero';

/**
 * The sections below the first screen, in their own chunk: the first paint only parses and
 * renders the hero and the styles (what a phone or a laptop shows first), and this part
 * follows right after it, without waiting for a scroll.
 */
const LandingMore = lazy(() => import('./LandingMore').then(({ LandingMore }) => ({ default: LandingMore })));

/** The landing page (spec §1): hero with city search, styles to browse, features, three demos, sign-up call. */
export function LandingPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Plié — dance classes, teachers and studios near you`}</title>
      <Hero />
      <BrowseByStyle />
      <PageSuspense fallback={<div css={placeholderStyles} />}>
        <LandingMore />
      </PageSuspense>
    </>
  );
}

/**
 * Holds the room of the sections while they load: at least a screen high, so the footer stays
 * out of sight and nothing on screen moves when they arrive.
 */
const placeholderStyles = css`
  min-height: 100vh;
`;
