import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useDeferredValue, useId, useRef } from 'react';
import { Button } from '../../ui/Button';
import { MEDIA_QUERIES } from '../../ui/theme';
import { useMediaQuery } from '../../ui/useMediaQuery';

interface FilterPanelProps {
  /** How many filters are set: shown on the phone's Filters button; enables "Clear filters". */
  activeCount: number;
  onClear: () => void;
  children: ReactNode;
}

/**
 * The filter panel of the search pages (spec §2): a side panel from 600 px, a full-screen drawer
 * below it, opened by a Filters button. Filters apply as they change; the drawer's button only
 * closes it. The drawer is a modal `<dialog>`: focus stays inside and Escape closes it.
 */
export function FilterPanel({ activeCount: chosenCount, onClear, children }: FilterPanelProps) {
  const { t } = useLingui();
  const narrow = useMediaQuery(MEDIA_QUERIES.narrow);
  const drawer = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // The count on the phone's Filters button, behind the open drawer, follows in a background render:
  // the frame that answers a tap in the drawer then changes nothing outside it (issue #18).
  // (Named as the button's message names it: the catalogs know it as `activeCount`.)
  const activeCount = useDeferredValue(chosenCount);
  const heading = (
    <div css={headerStyles}>
      <h2 id={headingId} css={headingStyles}>
        <Trans>Filters</Trans>
      </h2>
      <div css={{ display: 'flex', alignItems: 'center' }}>
        {chosenCount > 0 && (
          <Button variant="ghost" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
        {narrow && (
          <Button variant="ghost" aria-label={t`Close filters`} onClick={() => drawer.current?.close()}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </Button>
        )}
      </div>
    </div>
  );

  if (!narrow) {
    return (
      <aside aria-labelledby={headingId} css={sidePanelStyles}>
        {heading}
        <div css={bodyStyles}>{children}</div>
      </aside>
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={() => drawer.current?.showModal()} css={openButtonStyles}>
        <FilterIcon />
        {activeCount > 0 ? <Trans>Filters ({activeCount})</Trans> : <Trans>Filters</Trans>}
      </Button>
      <dialog ref={drawer} aria-labelledby={headingId} css={drawerStyles}>
        {heading}
        <div css={bodyStyles}>{children}</div>
        <div css={drawerFooterStyles}>
          <Button onClick={() => drawer.current?.close()} css={{ width: '100%' }}>
            <Trans>Show results</Trans>
          </Button>
        </div>
      </dialog>
    </>
  );
}

function FilterIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  );
}

const headerStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  min-height: ${theme.sizes.touchTarget};
`;

const headingStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

const bodyStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[3]};
`;

const sidePanelStyles = (theme: Theme) => css`
  position: sticky;
  top: ${theme.space[4]};
  align-self: start;
  padding: ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;

const openButtonStyles = (theme: Theme) => css`
  gap: ${theme.space[2]};
  flex: none;
`;

const drawerStyles = (theme: Theme) => css`
  width: 100%;
  max-width: 100%;
  height: 100%;
  max-height: 100%;
  margin: 0;
  padding: ${theme.space[4]};
  border: 0;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  /* A tap on a filter lays out the drawer alone, not the page behind it (issue #18): the drawer is a
     layout boundary (its size is the screen's, not its content's). */
  contain: strict;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  & > div:nth-of-type(2) {
    flex: 1;
    overflow-y: auto;
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.4);
  }
`;

const drawerFooterStyles = (theme: Theme) => css`
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border};
`;
