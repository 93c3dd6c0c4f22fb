import { SERVER_RENDERED_PAGES, serverRenderedPageOf } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import type { DataPageRenderer } from './server-bundle';
import { warmUpPaths, warmUpRenderer } from './warm-up';

describe('the pages function’s warm-up in its init', () => {
  it('has a path for every server-rendered page, which the router takes for that page', () => {
    const pages = warmUpPaths().map((path) => serverRenderedPageOf(path));
    expect(pages).toEqual([...SERVER_RENDERED_PAGES]);
  });

  it('renders each page once as a phone sees it, its reads answered 503 without asking the API', async () => {
    const seen: { path: string; narrowWindow: boolean; status: number; manifest: unknown }[] = [];
    const renderer: DataPageRenderer = {
      renderDataPageDocument: async (request) => {
        const answer = await request.fetch('/api/studio/studioName/warm_up');
        seen.push({
          path: request.path,
          narrowWindow: request.narrowWindow,
          status: answer.status,
          manifest: request.manifest,
        });
        return '<html></html>';
      },
    };
    const renders = await warmUpRenderer(renderer, { shell: 'the shell' });
    expect(seen.map((render) => render.path)).toEqual(warmUpPaths());
    expect(seen.every((render) => render.narrowWindow && render.status === 503)).toBe(true);
    expect(seen[0]?.manifest).toEqual({ shell: 'the shell' });
    expect(renders.every((render) => render.error === undefined)).toBe(true);
  });

  it('never fails the init: a render that throws or hangs is noted and the next one runs', async () => {
    let calls = 0;
    const renderer: DataPageRenderer = {
      renderDataPageDocument: (request) => {
        calls += 1;
        if (request.path.startsWith('/studios/')) return Promise.reject(new Error('render failed'));
        if (request.path.startsWith('/users/')) return new Promise(() => {});
        return Promise.resolve(undefined);
      },
    };
    const renders = await warmUpRenderer(renderer, {}, { budgetMs: 50 });
    expect(calls).toBe(SERVER_RENDERED_PAGES.length);
    expect(renders.find((render) => render.path.startsWith('/studios/'))?.error).toContain('render failed');
    expect(renders.find((render) => render.path.startsWith('/users/'))?.error).toContain('TimeoutError');
  });
});
