import { type ComponentType, lazy } from 'react';

/**
 * A part of a screen whose code loads apart from the screen's (issue #18): what its first paint does
 * not show (an admin's form, a tab not chosen) or shows after the screen's heading (a schedule below
 * the header). The screen's own chunk is then smaller, its heading draws sooner, and the part is
 * drawn in a commit of its own rather than one long task with the rest.
 *
 * `preload()` starts the download (once) without waiting for it: a screen calls it when its module
 * runs for the part its first view shows, so that part downloads beside the screen's data. Each use
 * sits in a `Suspense` whose fallback keeps the part's place, so nothing moves when it arrives.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => void } {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  return Object.assign(Lazy as unknown as ComponentType<Props>, {
    preload: () => void start().catch(() => undefined),
  });
}
