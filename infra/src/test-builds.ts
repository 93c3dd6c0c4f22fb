/**
 * Tiny stand-ins for `dashboard/dist`, `dashboard/dist-server` and `sdk/dist/embed`, so that template
 * tests synthesize the stack as a deploy does — with the site's BucketDeployments, CDK's helper Lambda
 * and the data pages' function with its server bundle — without running the real build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appShellFileOf, LANGUAGES, SERVER_RENDERED_PAGES } from '@plie/shared';

export interface FakeBuilds {
  dashboardDist: string;
  dashboardServerDist: string;
  embedDist: string;
}

export const writeFakeBuilds = (dir: string): FakeBuilds => {
  const dashboardDist = path.join(dir, 'fake-dashboard-dist');
  const dashboardServerDist = path.join(dir, 'fake-dashboard-dist-server');
  const embedDist = path.join(dir, 'fake-embed-dist');
  const files: Record<string, string> = {
    [path.join(dashboardDist, 'index.html')]: '<!doctype html><div id="root"></div>',
    [path.join(dashboardDist, 'assets', 'index-0a1b2c3d.js')]: 'export {};',
    // The server bundle's entry imports a chunk, as Vite's SSR output does.
    [path.join(dashboardServerDist, 'render-page.js')]:
      'import { answer } from "./assets/chunk-0a1b2c3d.js";\nexport const renderDataPageDocument = async () => answer;',
    [path.join(dashboardServerDist, 'assets', 'chunk-0a1b2c3d.js')]: 'export const answer = undefined;',
    [path.join(dashboardServerDist, 'data-pages.json')]: '{"shell":"<!doctype html>","preloads":{}}',
    [path.join(embedDist, 'plie.js')]: 'import("./chunk-0A1B2C3D.js");',
    [path.join(embedDist, 'chunk-0A1B2C3D.js')]: 'export {};',
  };
  for (const page of SERVER_RENDERED_PAGES) {
    for (const language of LANGUAGES) {
      files[path.join(dashboardDist, appShellFileOf(page, language))] =
        `<!doctype html><html data-prerendered="${language}">${page}</html>`;
    }
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { dashboardDist, dashboardServerDist, embedDist };
};
