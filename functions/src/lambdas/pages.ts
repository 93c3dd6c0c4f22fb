/**
 * The `pages` function's entry (ADR 0019): the server-rendered data pages, behind CloudFront
 * (pages/pages-handler.ts). Its zip holds the dashboard's server bundle beside this file
 * (pages/pages-origin.ts), loaded in the function's init; its reads go to the API's own handlers
 * through the dispatcher, restricted to the pages' public reads (pages/page-reads.ts), with no
 * caller: anonymous, whatever the viewer sent.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { config } from '../config';
import { createDispatcher } from '../http/dispatcher';
import { createLogger, createMetrics, flushMetrics, logUnexpectedError } from '../services/log';
import { pageReadEndpoints, pageReadHandlers } from './pages/page-reads';
import { createPagesHandler } from './pages/pages-handler';
import { loadServerBundle } from './pages/server-bundle';
import { warmUpRenderer } from './pages/warm-up';

const SERVICE = 'plie-pages';
const logger = createLogger(SERVICE);
const metrics = createMetrics(SERVICE);

const dispatch = createDispatcher({
  endpoints: pageReadEndpoints(),
  handlers: pageReadHandlers(),
  // A read's failure renders as loading (the browser asks again), but a bug is still a bug.
  onUnexpectedError: (error, _event, route) => {
    metrics.addMetric('UnexpectedError', MetricUnit.Count, 1);
    logUnexpectedError(logger, error, route);
  },
  onDependencyFailure: (error, _event, route) => {
    metrics.addMetric('DependencyFailure', MetricUnit.Count, 1);
    logger.warn('Dependency failure', { route, error: error instanceof Error ? error : String(error) });
  },
});

// Loaded in Lambda's init, with a first render of each page (warm-up.ts): the first visitor after a
// cold start gets a warm renderer. A bundle that fails to load fails the invocations (each awaits
// it); CloudFront then answers from the bucket's copy.
const bundle = loadServerBundle(dirname(fileURLToPath(import.meta.url)));
await bundle.then(
  async ({ renderer, manifest }) => {
    logger.info('Renderer warmed up', { renders: await warmUpRenderer(renderer, manifest) });
  },
  (error: unknown) => logger.error('The server bundle did not load', { error: error as Error }),
);

const handlePage = createPagesHandler({
  bundle,
  dispatch,
  logger,
  budgetMs: config().pageRenderBudgetMs,
  // How often visitors got the copy instead of the render: a rising count means slow or failing renders.
  onFallback: () => metrics.addMetric('PageRenderFallback', MetricUnit.Count, 1),
});

export const handler = async (event: APIGatewayProxyEventV2, context?: Context) => {
  if (context) logger.addContext(context);
  try {
    return await handlePage(event);
  } finally {
    flushMetrics(metrics);
  }
};
