import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Container } from '../ui/Container';
import { hasInAppHistory } from './in-app-history';
import { crumbsOf, parentOf, type TitledPage } from './page-crumbs';

export interface Crumb {
  href: string;
  label: string;
}

/**
 * The page title block (spec §2 "Layout"): a back button, the breadcrumb (home, then `crumbs` —
 * or those of the `page` kind, see page-crumbs.ts — then this page) and the subtitle; it also names
 * the browser tab. Back goes to the previous page of this visit, or up the breadcrumb when the page
 * was opened directly. Below 600 px the breadcrumb keeps only its parent link. A page whose own
 * header names it (a user's or a studio's) sets `heading={false}`: the block then has no `h1`.
 */
export function PageTitle({
  title,
  subtitle,
  crumbs,
  page = { kind: 'home' },
  heading = true,
  contained = true,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
  /** The kind of page, for its breadcrumb when `crumbs` is not given. */
  page?: TitledPage;
  /** Whether the block shows the title as the page's heading (and the subtitle under it). */
  heading?: boolean;
  /** `false` inside a page's own layout (already within the page's gutters): no container, no padding. */
  contained?: boolean;
  /** Extra content at the end of the block (e.g. an action). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const trail = crumbs ?? crumbsOf(page, { teachers: t`Teachers`, studios: t`Studios` });
  const up = parentOf(trail);
  const Block = contained ? Container : 'div';
  return (
    <Block css={contained ? [blockStyles, heading ? undefined : crumbsOnlyStyles] : undefined}>
      <title>{`${title} · Plié`}</title>
      <div css={topRowStyles}>
        <button
          type="button"
          aria-label={t`Back`}
          css={backStyles}
          onClick={() => (hasInAppHistory() ? window.history.back() : navigate(up))}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <nav aria-label={t`Breadcrumb`}>
          <ol css={crumbsStyles}>
            <li>
              <Link href={webPath.landing()}>
                <Trans>Home</Trans>
              </Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.href}>
                <Link href={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
      {heading && (
        <div css={headingRowStyles}>
          <div css={{ minWidth: 0 }}>
            <h1 css={titleStyles}>{title}</h1>
            {subtitle && <p css={subtitleStyles}>{subtitle}</p>}
          </div>
          {children}
        </div>
      )}
    </Block>
  );
}

const blockStyles = (theme: Theme) => css`
  padding-top: ${theme.space[4]};
  padding-bottom: ${theme.space[4]};
`;

/** Above a page's own header: no space below, the header's own padding follows. */
const crumbsOnlyStyles = css`
  padding-bottom: 0;
`;

const topRowStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-left: -${theme.space[2]};
`;

const backStyles = (theme: Theme) => css`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border: 0;
  border-radius: ${theme.radii.full};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const crumbsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
  li + li::before {
    content: '/';
    margin-right: ${theme.space[1]};
    color: ${theme.colors.border};
  }
  a {
    color: ${theme.colors.primaryText};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  [aria-current='page'] {
    max-width: 16rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Phones: the parent link alone (the page's name is its heading, right below). */
  ${theme.mq.narrow} {
    li:not(:nth-last-child(2)) {
      display: none;
    }
    li + li::before {
      content: none;
    }
  }
`;

const headingRowStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};
`;

const titleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize['3xl']};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const subtitleStyles = (theme: Theme) => css`
  margin-top: ${theme.space[1]};
  color: ${theme.colors.textMuted};
`;
