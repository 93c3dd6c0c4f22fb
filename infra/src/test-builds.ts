/**
 * Tiny stand-ins for `dashboard/dist` and `sdk/dist/embed`, so that template tests synthesize the
 * stack as a deploy does — with the site's BucketDeployments and CDK's helper Lambda — without
 * running the real build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const writeFakeBuilds = (dir: string): { dashboardDist: string; embedDist: string } => {
  const dashboardDist = path.join(dir, 'fake-dashboard-dist');
  const embedDist = path.join(dir, 'fake-embed-dist');
  const files: Record<string, string> = {
    [path.join(dashboardDist, 'index.html')]: '<!doctype html><div id="root"></div>',
    [path.join(dashboardDist, 'assets', 'index-0a1b2c3d.js')]: 'export {};',
    [path.join(embedDist, 'plie.js')]: 'import("./chunk-0A1B2C3D.js");',
    [path.join(embedDist, 'chunk-0A1B2C3D.js')]: 'export {};',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { dashboardDist, embedDist };
};
