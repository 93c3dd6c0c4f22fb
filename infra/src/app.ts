/**
 * The CDK app. `npm run synth -w infra` synthesizes it offline into infra/cdk.out (no secret is
 * needed: secrets live in Secrets Manager, secrets.ts); `npm run deploy` deploys it
 * (docs/deploying.md). The local runtime synthesizes it too, to run the very bundles it deploys
 * (`PLIE_LAMBDA=bundle`, functions/src/local/bundle-runtime.ts).
 */
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { assertEuRegion, readConfig } from './config';
import { INFRA_DIR } from './paths';
import { PlieStack } from './plie-stack';

// The CDK CLI says where to write (CDK_OUTDIR); run directly (`tsx src/app.ts`), it is infra/cdk.out.
const app = new App({ outdir: process.env.CDK_OUTDIR ?? path.join(INFRA_DIR, 'cdk.out') });
const config = readConfig(app.node);
assertEuRegion(process.env.CDK_DEFAULT_REGION);

new PlieStack(app, `Plie-${config.stage}`, {
  config,
  // Another build's server bundle of the data pages (default dashboard/dist-server; none there: no pages function).
  ...(process.env.PLIE_DASHBOARD_SERVER_DIST
    ? { dashboardServerDist: process.env.PLIE_DASHBOARD_SERVER_DIST }
    : {}),
  // Environment-agnostic unless the CLI knows the account (it does when deploying with credentials).
  env:
    process.env.CDK_DEFAULT_ACCOUNT && process.env.CDK_DEFAULT_REGION
      ? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION }
      : undefined,
});

app.synth();
