import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { deferredPart } from '../../ui/deferred-part-view';
import { BrowseByStyle } from './BrowseByStyle';
import { Hero } from './Hero';

/**
 * Holds the room of the sections while they load: at least a screen high, so the footer stays
 * out of sight and nothing on screen moves when they arrive.
 */
const placeholderStyles = css`
  min-height: 100vh;
`;

/**
 * The sections below the first screen, in their own chunk, loaded once the visitor scrolls towards
 * them (or touches them): the first view's JavaScript is the hero's and the styles' (what a phone or a
 * laptop shows first). The pre-rendered page has them in its HTML, so they read at once; they take
 * taps once their code is in (ui/deferred-part.ts holds a tap until then and replays it).
 */
const LandingMore = deferredPart(
  () => import('./LandingMore').then(({ LandingMore }) => LandingMore),
  <div css={placeholderStyles} />,
);

/** The landing page (spec §1): hero with city search, styles to browse, features, three demos, sign-up call. */
export function LandingPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Plié — dance classes, teachers and studios near you`}</title>
      <Hero />
      <BrowseByStyle />
      <LandingMore />
    </>
  );
}
