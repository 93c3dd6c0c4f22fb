/**
 * The reads of a page rendered on the server (ADR 0019), and the answers its hydration starts from.
 *
 * On the server SWR asks nothing: a hook there renders whatever its `fallbackData` holds. The
 * middleware of `collectServerReads` gives every read the render asks for a promise of its answer as
 * that fallback, which SWR unwraps with React's `use`: the render suspends until the answer is in,
 * then goes on (a studio, then its lessons), and React's `prerender` waits for all of them. A read
 * that fails renders as not answered yet (its loading state), and the browser asks again.
 *
 * The browser hydrates with those answers already in SWR's cache (`ServerAnswers`), each as settled
 * (not loading, not validating), which is also how the middleware reports them on the server: SWR
 * would otherwise call an answer that is about to be revalidated "loading", and the page would draw
 * its skeleton. Right after hydrating, SWR revalidates them as on any mount (a seat taken since shows
 * at once) without the page going back to loading.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Cache, type Middleware, SWRConfig, type SWRResponse, unstable_serialize } from 'swr';
import { unstable_serialize as infiniteKeyOf } from 'swr/infinite';
import { nextTask } from '../../app/next-task';

/** How a render on the server reads (the middleware of `collectServerReads`). */
export type ServerReading = Middleware;

/** The answers a page's render read, by SWR key (only those that came back). */
export type ServerReadAnswers = Record<string, unknown>;

/** An answer as settled: what the server's render showed, and what the hydration must show. */
const settled = <Response extends SWRResponse>(response: Response): Response =>
  new Proxy(response, {
    get: (target, property, receiver) => {
      if (property === 'isLoading') return target.data === undefined && target.isLoading;
      if (property === 'isValidating') return false;
      return Reflect.get(target, property, receiver);
    },
  });

/**
 * The cache key a hook's `key` reads, with what its fetcher is called with; none for a hook that waits.
 * A useSWRInfinite `getKey(index, previousPage)` reads the list of pages, its first page first.
 */
const cacheKeyOf = (key: unknown): { key: string; argument: unknown; infinite: boolean } | undefined => {
  if (key === null || key === undefined || key === false) return undefined;
  if (typeof key === 'function' && key.length > 0) {
    const firstPage = (key as (index: number, previous: null) => unknown)(0, null);
    if (firstPage === null || firstPage === undefined) return undefined;
    return { key: infiniteKeyOf(key as never), argument: firstPage, infinite: true };
  }
  const argument = typeof key === 'function' ? (key as () => unknown)() : key;
  if (argument === null || argument === undefined || argument === false) return undefined;
  return { key: unstable_serialize(argument), argument, infinite: false };
};

/** The reads of one render on the server: the middleware to give SWR, and the answers once they are all in. */
export const collectServerReads = () => {
  const reads = new Map<string, Promise<unknown>>();
  const readOnce = (key: string, read: () => unknown): Promise<unknown> => {
    let answer = reads.get(key);
    if (!answer) {
      answer = Promise.resolve()
        .then(read)
        .catch(() => undefined);
      reads.set(key, answer);
    }
    return answer;
  };

  /** The read a hook asks for, as a promise of its answer; none for a hook that waits (no key). */
  const readOf = (
    key: unknown,
    fetcher: ((argument: unknown) => unknown) | null,
  ): Promise<unknown> | undefined => {
    const read = fetcher ? cacheKeyOf(key) : undefined;
    if (!read || !fetcher) return undefined;
    return readOnce(
      read.key,
      read.infinite ? async () => [await fetcher(read.argument)] : () => fetcher(read.argument),
    );
  };

  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const read = readOf(key, fetcher as ((argument: unknown) => unknown) | null);
    const response = useSWRNext(
      key,
      fetcher,
      read ? { ...config, fallbackData: read as Promise<never> } : config,
    );
    return read ? settled(response) : response;
  };

  /** Every answer that came back, once all the reads are done. */
  const answers = async (): Promise<ServerReadAnswers> => {
    const entries = await Promise.all([...reads].map(async ([key, answer]) => [key, await answer] as const));
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  };

  return { middleware, answers };
};

/**
 * SWR for a page rendered on the server: on the server, reading through `reading` (the middleware of
 * `collectServerReads`); in the browser, starting from the server's `answers`, settled, in the cache.
 */
export function ServerAnswers({
  answers,
  reading,
  children,
}: {
  answers: ServerReadAnswers;
  reading?: Middleware | undefined;
  children: ReactNode;
}) {
  const [revalidating] = useState(() => revalidatedOnceHydrated(answers));
  if (reading) return <SWRConfig value={{ use: [reading] }}>{children}</SWRConfig>;
  return (
    <SWRConfig value={{ provider: () => cacheWith(answers), use: [revalidating] }}>{children}</SWRConfig>
  );
}

/**
 * Each server answer is asked again once the page has hydrated (a seat taken since shows at once),
 * by the hook that shows it, in the task right after hydrating: not by SWR's own revalidation on mount, which
 * for a key with data waits for the next frame and then calls the hook's *latest* fetcher. A paged
 * list (useSWRInfinite) builds its page keys in that fetcher, so a filter chosen within that frame
 * fetched the new filter's pages into the old list's cache: clearing the filter then showed "no
 * teacher matches" (browser test, /teachers). Other keys mount and revalidate as usual.
 */
const revalidatedOnceHydrated = (answers: ServerReadAnswers): Middleware => {
  const unrevalidated = new Set(Object.keys(answers));
  return (useSWRNext) => (key, fetcher, config) => {
    const cacheKey = cacheKeyOf(key)?.key;
    const served = cacheKey !== undefined && unrevalidated.has(cacheKey);
    const response = useSWRNext(key, fetcher, served ? { ...config, revalidateOnMount: false } : config);
    const { mutate } = response;
    const shown = useRef(cacheKey);
    shown.current = cacheKey;
    useEffect(() => {
      // In a task of its own: the effects of a whole page's hydration are one task already, and a
      // request made from each of them lengthened it (issue #18: total blocking time). Not once the
      // hook shows another key (a filter chosen meanwhile): that one is read as any other.
      if (served && unrevalidated.delete(cacheKey))
        void nextTask().then(() => {
          if (shown.current === cacheKey) void mutate();
        });
    }, [served, cacheKey, mutate]);
    return response;
  };
};

const cacheWith = (answers: ServerReadAnswers): Cache =>
  new Map(
    Object.entries(answers).map(([key, data]) => [key, { data, isLoading: false, isValidating: false }]),
  ) as Cache;
