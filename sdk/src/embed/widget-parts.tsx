/**
 * Pieces the widgets share inside their shell: the loading/failed/retry states of a remote record,
 * the message for a missing required attribute, `plie-ready`/`plie-error` announced once, and the
 * few styles of their headings.
 */
import { css, type Theme } from '@emotion/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ApiError } from '../client/api-error';
import { secondaryButtonStyles } from '../components/attendance-sign-up/attendance-sign-up';
import { scheduleFailure } from '../components/schedule/schedule-rules';
import { useSdkMessages } from '../i18n/language';
import { emit } from './events';
import type { WidgetAttributes, WidgetContext } from './widget-shell';

/** A widget's props: the common attributes and its own, as strings (as the loader passes them). */
export type Attributes<Names extends string> = WidgetAttributes & Partial<Record<Names, string>>;

/** `plie-ready` (with the element's tag) once the data is there, `plie-error` once per failed load. */
export const useAnnounced = (context: WidgetContext, data: unknown, error: unknown, failed: string) => {
  const told = useRef<{ ready?: boolean; error?: unknown }>({});
  useEffect(() => {
    if (data && !told.current.ready) {
      told.current.ready = true;
      emit(context.host, 'plie-ready', { tag: context.host.localName });
    }
    if (error && told.current.error !== error) {
      told.current.error = error;
      emit(context.host, 'plie-error', scheduleFailure(error, failed));
    }
  }, [context.host, data, error, failed]);
};

/** The record once loaded; until then a status line, after a failure the reason and a retry. */
export function Loaded<T>({
  remote,
  failed,
  children,
}: {
  remote: { data: T | undefined; error: unknown; reload: () => void };
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const messages = useSdkMessages();
  if (remote.data) return <>{children(remote.data)}</>;
  if (!remote.error)
    return (
      <p role="status" css={mutedStyles}>
        {messages.widget.loading}
      </p>
    );
  const notFound =
    remote.error instanceof ApiError && (remote.error.status === 404 || remote.error.status === 400);
  return (
    <div role="alert" css={[stackStyles, reservedHeightStyles]}>
      <p css={mutedStyles}>{notFound ? messages.widget.notFound : failed}</p>
      {!notFound && (
        <button type="button" css={secondaryButtonStyles} onClick={remote.reload}>
          {messages.widget.retry}
        </button>
      )}
    </div>
  );
}

/** A required attribute is missing: said on the page and as `plie-error`. */
export function Missing({ attribute, context }: { attribute: string; context: WidgetContext }) {
  const messages = useSdkMessages();
  const message = messages.widget.missing(attribute);
  useEffect(() => emit(context.host, 'plie-error', { message }), [context.host, message]);
  return (
    <p role="alert" css={[mutedStyles, reservedHeightStyles]}>
      {message}
    </p>
  );
}

/**
 * An error or empty state keeps the height the page reserved for the widget (`reserved-heights.ts`;
 * less the box's padding), so what follows the widget on the page does not move up as it appears.
 */
export const reservedHeightStyles = (theme: Theme) => css`
  min-height: calc(var(--plie-reserved-height, 0px) - 2 * ${theme.space[4]});
  margin: 0;
`;

export const stackStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

export const headingStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.xl};
`;

export const mutedStyles = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.colors.textMuted};
`;
