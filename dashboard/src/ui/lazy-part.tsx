import { type ComponentType, createElement, lazy, useState } from 'react';

/** Every part whose code has started loading, so a hydration can wait for them (`partsLoaded`). */
const started = new Set<Promise<unknown>>();

/**
 * A part of a screen whose code loads apart from the screen's (issue #18): what its first paint does
 * not show (an admin's form, a tab not chosen) or shows after the screen's heading (a schedule below
 * the header). The screen's own chunk is then smaller, its heading draws sooner, and the part is
 * drawn in a commit of its own rather than one long task with the rest.
 *
 * `preload()` starts the download (once) without waiting for it: a screen calls it when its module
 * runs for the part its first view shows, so that part downloads beside the screen's data. Each use
 * sits in a `Suspense` whose fallback keeps the part's place, so nothing moves when it arrives.
 *
 * A part whose code is in renders it at once, without suspending (as a screen loaded ahead does,
 * app/routes.tsx): a page the server rendered (ADR 0019) then hydrates in one pass, its parts with
 * it, rather than leaving them for later while their buttons look ready and take no tap.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => void } {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => {
        code.loaded = component;
        return component;
      });
      started.add(loading);
    }
    return loading;
  };
  const code: PartCode<Props> = {
    Lazy: lazy(async () => ({ default: await start() })) as unknown as ComponentType<Props>,
  };
  return Object.assign((props: Props) => <LoadedOrLazyPart code={code} props={props} />, {
    preload: () => void start().catch(() => undefined),
  });
}

/** A part's code: loaded on first render (`Lazy`), or ahead of it (`loaded`). */
interface PartCode<Props> {
  Lazy: ComponentType<Props>;
  loaded?: ComponentType<Props>;
}

/** Renders the loaded part if it is in, else the lazy one; which of the two never changes while mounted. */
function LoadedOrLazyPart<Props extends object>({ code, props }: { code: PartCode<Props>; props: Props }) {
  const [Component] = useState<ComponentType<Props>>(() => code.loaded ?? code.Lazy);
  return createElement(Component as ComponentType<object>, props);
}

/** Once every part whose code has started loading is in (or failed: it then loads as it renders). */
export const partsLoaded = async (): Promise<void> => {
  await Promise.allSettled([...started]);
};
