import {
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { deferPart } from './deferred-part';
import { PageSuspense } from './page-suspense';

/**
 * A part of a page whose code loads once it is wanted (deferred-part.ts): near the viewport, or
 * touched or focused. Rendered in a `<div>` of its own (the place watched), its `Suspense` inside with
 * `fallback` holding its room. On the server (the build's pre-render, a data page's render) the code
 * loads at once, so the HTML has the part in full, and the browser hydrates it once it is wanted.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
): ComponentType<Props> {
  let want: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  const part: Part = {
    Lazy: lazy(async () => {
      if (!import.meta.env.SSR) await wanted;
      return { default: (await load()) as ComponentType<object> };
    }),
    want: () => want(),
    fallback,
  };
  return (props: Props) => <DeferredPlace part={part} props={props} />;
}

/** A deferred part's code (loaded once `want` is called) and what holds its room until then. */
interface Part {
  Lazy: ComponentType<object>;
  want: () => void;
  fallback: ReactNode;
}

/** The part's place: watched until the part has been shown (its first commit). */
function DeferredPlace({ part, props }: { part: Part; props: object }) {
  const place = useRef<HTMLDivElement>(null);
  // Whether the part has been shown, and the watch of its place until then (which replays a held tap).
  const [watch] = useState(() => ({
    shown: false,
    current: undefined as ReturnType<typeof deferPart> | undefined,
  }));
  useEffect(() => {
    if (watch.shown || !place.current) return;
    const deferred = deferPart(place.current, part.want);
    watch.current = deferred;
    return () => {
      deferred.stop();
      watch.current = undefined;
    };
  }, [watch, part]);
  const shown = useCallback(() => {
    watch.shown = true;
    watch.current?.shown();
  }, [watch]);
  return (
    <div ref={place}>
      <PageSuspense fallback={part.fallback}>
        {createElement(part.Lazy, props)}
        <Shown then={shown} />
      </PageSuspense>
    </div>
  );
}

/** Renders nothing; calls `then` at its first commit, which is the part's. */
function Shown({ then }: { then: () => void }) {
  useLayoutEffect(() => then(), [then]);
  return null;
}
