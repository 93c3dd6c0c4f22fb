import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** A narrowed schedule that leaves no lesson: says so, and offers to clear the filters and the text. */
export function NoMatches({ onClear, children }: { onClear: () => void; children: ReactNode }) {
  return (
    <EmptyState
      action={
        <Button variant="secondary" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}
