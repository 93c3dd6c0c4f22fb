/**
 * The `pages` function's first render, made in its init (Lambda's own time, at full CPU) instead of
 * by the first visitor after a cold start: each data page rendered once with every read answering
 * 503, so its components, React's server renderer, emotion and Lingui are compiled and their caches
 * made. Measured on the build's server bundle: a studio's first render 727 ms cold, 399 ms after
 * this warm-up (which took ~560 ms); a cold first render can otherwise pass the render budget
 * (`SERVER_RENDER_BUDGET_MS`) and send that visitor the page's app shell copy (issue #18).
 */
import { type Language, SERVER_RENDERED_PAGES, WEB_PATHS } from '@plie/shared';
import type { DataPageRenderer } from './server-bundle';

/** A name every page's path parameter accepts (a studio's name, a username). */
const SAMPLE_NAME = 'warm_up';

/** Each server-rendered page's path with a sample name in its parameters. */
export const warmUpPaths = (): string[] =>
  SERVER_RENDERED_PAGES.map((page) => WEB_PATHS[page].replace(/:[A-Za-z]+/g, SAMPLE_NAME));

/** Every read of a warm-up render: the API is not asked (the pages render their "try again" state). */
const unavailable: typeof fetch = async () =>
  new Response(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'Warming up' }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Renders each data page once, a phone's layout in English; never throws, and gives each render at
 * most `budgetMs`. Returns how long each took, or why it failed (the init logs it).
 */
export const warmUpRenderer = async (
  renderer: DataPageRenderer,
  manifest: unknown,
  options: { budgetMs?: number; language?: Language; now?: Date } = {},
): Promise<{ path: string; ms: number; error?: string }[]> => {
  const done: { path: string; ms: number; error?: string }[] = [];
  for (const path of warmUpPaths()) {
    const started = performance.now();
    const signal = AbortSignal.timeout(options.budgetMs ?? 2_000);
    try {
      await Promise.race([
        renderer.renderDataPageDocument({
          path,
          search: '',
          language: options.language ?? 'en',
          now: options.now ?? new Date(),
          narrowWindow: true,
          fetch: unavailable,
          manifest,
          signal,
        }),
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
      ]);
      done.push({ path, ms: Math.round(performance.now() - started) });
    } catch (error) {
      done.push({ path, ms: Math.round(performance.now() - started), error: String(error) });
    }
  }
  return done;
};
