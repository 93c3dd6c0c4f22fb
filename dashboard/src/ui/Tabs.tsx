import { css, type Theme } from '@emotion/react';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSearchParam } from './useSearchParams';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  /** The tab's content; only the selected tab's panel is rendered. */
  panel: ReactNode;
}

/**
 * Which tab a key moves to from `index` among `count` tabs: arrows go to the next or previous
 * one (wrapping round), Home and End to the first and last; `null` for any other key.
 */
export const tabIndexForKey = (key: string, index: number, count: number): number | null => {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};

/**
 * The selected tab kept in the address (`?tab=users`), so a tab can be linked to and survives a
 * reload. An unknown or missing value selects the first tab. Choosing a tab replaces the address
 * (Back leaves the page, not a tab) and drops `dropParams`, the query values of the panel left.
 */
export const useTabParam = <Id extends string>(
  ids: readonly Id[],
  { param = 'tab', dropParams = [] }: { param?: string; dropParams?: readonly string[] } = {},
) => {
  const [location, navigate] = useLocation();
  const current = useSearchParam(param);
  const selected = ids.find((id) => id === current) ?? ids[0];
  const dropped = dropParams.join(',');
  const select = useCallback(
    (id: Id) => {
      const params = new URLSearchParams(window.location.search);
      if (params.get(param) === id) return;
      params.set(param, id);
      for (const name of dropped.split(',')) if (name) params.delete(name);
      navigate(`${location}?${params.toString()}`, { replace: true });
    },
    [param, dropped, location, navigate],
  );
  return [selected, select] as const;
};

/**
 * Tabs (WAI-ARIA tabs pattern): a `tablist` of `tab` buttons and the selected tab's `tabpanel`.
 * Only the selected tab is in the Tab order; ←/→ move between tabs (wrapping), Home/End to the
 * ends, and selection follows focus. The selection lives in the query parameter `param`
 * (default `tab`); pass `selected` and `onSelect` to keep it elsewhere instead.
 *
 * Parts a host may style through `className`: the wrapper; the list scrolls sideways on its own
 * when long translations don't fit, never the page.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  param,
  dropParams,
  selected: selectedProp,
  onSelect,
  className,
}: {
  /** Names the tab list for screen readers ("Admin panel", "Schedule"). */
  label: string;
  tabs: readonly TabItem<Id>[];
  param?: string;
  /** Query parameters belonging to the panels, dropped when another tab is chosen. */
  dropParams?: readonly string[];
  selected?: Id;
  onSelect?: (id: Id) => void;
  className?: string;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [fromAddress, selectInAddress] = useTabParam(
    tabs.map((tab) => tab.id),
    { ...(param ? { param } : {}), ...(dropParams ? { dropParams } : {}) },
  );
  const selected = selectedProp ?? fromAddress;
  const select = onSelect ?? selectInAddress;
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    select(tab.id);
  };

  if (!active) return null;
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} css={listStyles}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === active.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              css={tabStyles}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(active.id)}
        aria-labelledby={tabId(active.id)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel a Tab stop, so keyboard users reach a panel whose content has no control first
        tabIndex={0}
        css={panelStyles}
      >
        {active.panel}
      </div>
    </div>
  );
}

const listStyles = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[1]};
  border-bottom: 1px solid ${theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const tabStyles = (theme: Theme) => css`
  flex: none;
  position: relative;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radii.md} ${theme.radii.md} 0 0;
  background: transparent;
  color: ${theme.colors.textMuted};
  font-weight: ${theme.fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${theme.motion.fast} ${theme.motion.easing};
  &::after {
    content: '';
    position: absolute;
    inset-inline: ${theme.space[2]};
    bottom: 0;
    height: 3px;
    border-radius: ${theme.radii.full} ${theme.radii.full} 0 0;
    background: transparent;
  }
  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceSunken};
  }
  &[aria-selected='true'] {
    color: ${theme.colors.primaryText};
  }
  &[aria-selected='true']::after {
    background: ${theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const panelStyles = (theme: Theme) => css`
  padding-top: ${theme.space[4]};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${theme.radii.sm};
  }
`;
