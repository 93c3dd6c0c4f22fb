/**
 * `/config.json` on the local runtime's web server: the site's runtime configuration as the CDK app
 * deploys it to the bucket (infra/src/site.ts), with the fictional demo operator on the legal notice
 * (issue #17 item 9: a demo operator, never placeholder text). Served by both the dev server and the
 * production preview, ahead of their static files (the build has no config.json of its own).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_SITE_OPERATOR, type SiteConfig } from '@plie/shared';
import type { Connect, Plugin } from 'vite';

export const LOCAL_SITE_CONFIG: SiteConfig & { stage: string } = {
  stage: 'local',
  operator: DEMO_SITE_OPERATOR,
};

export const SITE_CONFIG_PATH = '/config.json';

export const serveSiteConfig =
  (config: object = LOCAL_SITE_CONFIG): Connect.NextHandleFunction =>
  (request: IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
    const path = (request.url ?? '/').split(/[?#]/)[0];
    if (path !== SITE_CONFIG_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      next();
      return;
    }
    const body = JSON.stringify(config);
    response.statusCode = 200;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    // As deployed (site.ts CACHE_CONTROL.revalidate): a changed config shows at once.
    response.setHeader('Cache-Control', 'no-cache');
    response.end(request.method === 'HEAD' ? undefined : body);
  };

/** A Vite plugin: the dev server and the preview answer `/config.json`. */
export const localSiteConfig = (config: object = LOCAL_SITE_CONFIG): Plugin => ({
  name: 'plie-local-site-config',
  configureServer: (server) => {
    server.middlewares.use(serveSiteConfig(config));
  },
  configurePreviewServer: (server) => {
    server.middlewares.use(serveSiteConfig(config));
  },
});
