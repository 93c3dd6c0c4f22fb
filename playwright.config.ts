import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * Browser tests: Debian's Chromium (Playwright cannot download its own browser here) against
 * the whole local runtime (`npm start` on its own ports, with fresh demo data, the dashboard's
 * production build, and the API served by the deployed Lambda bundles: PLIE_LAMBDA=bundle).
 */
const ports = { web: 5174, api: 3101, dynamodb: 8101, s3: 4601, ses: 8106, oidc: 8190 };
export const baseURL = `http://127.0.0.1:${ports.web}`;

export default defineConfig({
  testDir: '.',
  // The warm-up (one visit to every screen: each renders from the production build) runs beside
  // the other tests, not before them: as a set-up project it held one of the two workers idle.
  testMatch: [
    'dashboard/e2e/warm-up.setup.ts',
    'dashboard/e2e/**/*.spec.ts',
    'sdk/e2e/**/*.spec.ts',
    'examples/**/*.spec.ts',
  ],
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for two browsers, DynamoDB Local and the API sharing 2 cores: a page that takes seconds
  // there still renders; a broken one never does.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PLIE_WEB_PORT: String(ports.web),
      PLIE_API_PORT: String(ports.api),
      PLIE_DYNAMODB_PORT: String(ports.dynamodb),
      PLIE_S3_PORT: String(ports.s3),
      PLIE_SES_PORT: String(ports.ses),
      PLIE_OIDC_PORT: String(ports.oidc),
      PLIE_DATA_DIR: '.data/e2e',
      PLIE_FRESH: '1',
      // The data pages rendered on the server (ADR 0019) get time enough under the suite's load to be
      // rendered every time: a render past the product's budget would fall back to the app shell copy.
      PLIE_PAGE_RENDER_BUDGET_MS: '15000',
      // The dashboard's production build, served as built: no page waits for a dev server's compile.
      PLIE_DASHBOARD: 'build',
      // The API on the Lambda bundles CDK deploys, each with its template environment and IAM
      // policy enforced: the browser tests prove the artifacts (PLIE_LAMBDA=source: the sources).
      PLIE_LAMBDA: process.env.PLIE_LAMBDA ?? 'bundle',
      // Product analytics on, sent to an address on the test's own origin that the analytics test intercepts.
      VITE_ANALYTICS_TOKEN: 'e2e-analytics-token',
      VITE_ANALYTICS_API_URL: `${baseURL}/__analytics`,
      // Every browser test comes from 127.0.0.1: generous flood limits, explicitly (`npm start` alone
      // keeps the product's own; functions/src/services/rate-limits.ts).
      RATE_LIMITS: JSON.stringify({ '*': { limit: 100_000 } }),
      // And API Gateway's stage throttles (modelled by the bundle runtime), ten times the deployed ones.
      API_THROTTLE_SCALE: '10',
    },
  },
});
