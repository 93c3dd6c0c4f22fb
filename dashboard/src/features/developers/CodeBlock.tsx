import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TIMING_MS } from '@plie/shared';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';

/**
 * Code to read and paste: a block that scrolls sideways on a narrow screen (never the page), and,
 * unless `copyable` is false, a Copy button whose confirmation shows for 1.5 s (spec §9).
 */
export function CodeBlock({
  code,
  label,
  copyLabel,
  copyable = true,
}: {
  code: string;
  /** What the code is, for screen readers ("The snippet for Rytm Dance Studio"). */
  label: string;
  /** The Copy button's accessible name, when the page has several. */
  copyLabel?: string;
  copyable?: boolean;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMING_MS.copyConfirmation);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      toast({
        tone: 'danger',
        title: t`Cannot copy`,
        description: t`Select the code and copy it yourself.`,
      });
    }
  };

  return (
    <figure css={blockStyles} aria-label={label}>
      {/* Focusable, so keyboard users can scroll code wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre css={preStyles} tabIndex={0}>
        <code>{code}</code>
      </pre>
      {copyable && (
        <div css={actionsStyles}>
          <Button variant="secondary" onClick={() => void copy()} aria-label={copyLabel}>
            <Trans>Copy</Trans>
          </Button>
          <span role="status" css={statusStyles}>
            {copied && <Trans>Copied</Trans>}
          </span>
        </div>
      )}
    </figure>
  );
}

const blockStyles = (theme: Theme) => css`
  margin: 0;
  display: grid;
  gap: ${theme.space[2]};
  min-width: 0;
`;

const preStyles = (theme: Theme) => css`
  margin: 0;
  max-width: 100%;
  overflow-x: auto;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceSunken};
  color: ${theme.colors.text};
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.normal};
  white-space: pre;
  tab-size: 2;
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
`;

const statusStyles = (theme: Theme) => css`
  color: ${theme.colors.status.success.text};
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.sm};
`;
