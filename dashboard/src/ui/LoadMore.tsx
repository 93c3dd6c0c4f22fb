import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';

/**
 * The end of an infinitely scrolling list: loads the next page as it comes near the screen, and
 * offers a "Load more" button for keyboards and for browsers that don't report it.
 */
export function LoadMore({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} css={loadMoreStyles}>
      {loading ? (
        <Spinner label={t`Loading more…`} />
      ) : (
        <Button variant="secondary" onClick={onLoadMore}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </div>
  );
}

const loadMoreStyles = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  padding-block: ${theme.space[5]};
`;
