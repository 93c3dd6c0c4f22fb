/**
 * `npm start`: the whole product on this machine with no AWS account (ARCHITECTURE §4).
 * DynamoDB Local, S3 and SES stand-ins, the API (same dispatcher as the Lambdas) and the
 * dashboard (Vite, /api proxied), the script-tag widgets (/embed/plie.js); demo data on first start;
 * Ctrl-C stops everything.
 *
 * Settings (environment): PLIE_WEB_PORT 5173, PLIE_API_PORT 3000, PLIE_DYNAMODB_PORT 8000,
 * PLIE_S3_PORT 4569, PLIE_SES_PORT 8005, PLIE_OIDC_PORT 8090, PLIE_HOST 127.0.0.1, PLIE_DATA_DIR .data,
 * PLIE_FRESH=1 (start from empty data), PLIE_DASHBOARD=build (serve the dashboard's production build
 * instead of the dev server: what the browser tests use), PLIE_LAMBDA=bundle (serve the API from
 * the Lambda bundles CDK deploys, with each function's template environment and IAM policy:
 * bundle-runtime.ts), PLIE_FAULTS=1 (the fault switch: `POST /__local/faults` makes the mail and
 * file stand-ins refuse, fail or hang, fault-switch.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { standInOutboundSettings } from './stand-in-timeouts';
import {
  assertPortFree,
  type RunningStandIn,
  StandInError,
  startDynamoDbLocal,
  startS3,
  startSes,
} from './stand-ins';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const numberSetting = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StandInError(`${name} must be a port number (1–65535), got "${raw}".`);
  }
  return port;
};

/** The platform admin of the demo data (listed in PLATFORM_ADMIN_EMAILS unless that is set). */
const DEMO_ADMIN_EMAIL = 'anna.admin@plie.local';

/**
 * The local stage's secrets, made on first start and kept with the data (tokens and cursors
 * survive restarts). In AWS they are in Secrets Manager (infra/src/secrets.ts); here the local AWS
 * front door answers for it, and the functions read them the same way.
 */
const localSecrets = async (
  file: string,
): Promise<{ signingKeys: string; publicKeys: string; cursor: string }> => {
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    if (kept.signingKeys && kept.publicKeys && kept.cursor) {
      return { signingKeys: kept.signingKeys, publicKeys: kept.publicKeys, cursor: kept.cursor };
    }
  }
  const { generateSigningKeys } = await import('../services/tokens');
  const secrets = { ...(await generateSigningKeys()), cursor: randomBytes(32).toString('base64url') };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
};

/**
 * How often the local runtime's outbox worker looks for e-mail to send: a table stream hands a new
 * item to its consumer within a fraction of a second, and a look is one query of a sparse index.
 */
const OUTBOX_POLL_MS = 250;

/** The dashboard's Vite settings on the local runtime: its "open the inbox" link points at the SES stand-in. */
const dashboardViteConfig = (inboxUrl: string) => ({
  configFile: resolve(repoRoot, 'dashboard/vite.config.ts'),
  root: resolve(repoRoot, 'dashboard'),
  logLevel: 'warn' as const,
  define: { 'import.meta.env.VITE_LOCAL_INBOX_URL': JSON.stringify(inboxUrl) },
});

/** The dashboard's production build (PLIE_DASHBOARD=build), without the dev server's plugins. */
const buildDashboard = async (inboxUrl: string) =>
  (await import('vite')).build({ ...dashboardViteConfig(inboxUrl), plugins: [] });

/** The local stage's name: secrets are `plie/local/<name>`, as `plie/<stage>/<name>` in AWS. */
const LOCAL_STAGE = 'local';

const main = async () => {
  const started = Date.now();
  // This machine runs Node 20; the Lambdas run Node 22. The SDK versions are pinned.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const host = process.env.PLIE_HOST || '127.0.0.1';
  const ports = {
    web: numberSetting('PLIE_WEB_PORT', 5173),
    api: numberSetting('PLIE_API_PORT', 3000),
    dynamodb: numberSetting('PLIE_DYNAMODB_PORT', 8000),
    s3: numberSetting('PLIE_S3_PORT', 4569),
    ses: numberSetting('PLIE_SES_PORT', 8005),
    oidc: numberSetting('PLIE_OIDC_PORT', 8090),
  };
  const dataDir = resolve(repoRoot, process.env.PLIE_DATA_DIR || '.data');
  if (process.env.PLIE_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });

  await assertPortFree(ports.web, 'dashboard', 'PLIE_WEB_PORT');
  await assertPortFree(ports.api, 'API', 'PLIE_API_PORT');
  await assertPortFree(ports.dynamodb, 'DynamoDB Local', 'PLIE_DYNAMODB_PORT');
  await assertPortFree(ports.s3, 'S3 stand-in', 'PLIE_S3_PORT');
  await assertPortFree(ports.ses, 'SES stand-in', 'PLIE_SES_PORT');
  await assertPortFree(ports.oidc, 'local OpenID provider', 'PLIE_OIDC_PORT');

  const running: Array<RunningStandIn | { stop: () => Promise<void> }> = [];
  const stopAll = async () => {
    for (const service of running.reverse()) await service.stop().catch(() => undefined);
  };
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Plié…`);
    stopAll().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    const dynamodb = await startDynamoDbLocal({
      port: ports.dynamodb,
      directory: resolve(dataDir, 'dynamodb'),
    });
    running.push(dynamodb);
    const uploadBucket = 'plie-uploads';
    const s3 = await startS3({ port: ports.s3, directory: resolve(dataDir, 's3'), buckets: [uploadBucket] });
    running.push(s3);
    const ses = await startSes({ port: ports.ses });
    running.push(ses);
    // PLIE_FAULTS=1: SES and S3 as the functions see them go through switchable proxies (fault-switch.ts).
    const faults =
      process.env.PLIE_FAULTS === '1'
        ? await (await import('./fault-switch')).startFaultSwitch({
            host,
            ses: ses.endpoint,
            s3: s3.endpoint,
          })
        : undefined;
    if (faults) running.push(faults);
    const sesEndpoint = faults?.mailEndpoint ?? ses.endpoint;
    // PLIE_DASHBOARD=build: the dashboard's production build needs only the inbox's address, so it
    // runs while the API starts (a failure is kept, and thrown where the build is served).
    const dashboardBuild =
      process.env.PLIE_DASHBOARD === 'build'
        ? buildDashboard(ses.endpoint).then(
            () => undefined,
            (error: unknown) => error ?? new Error('the dashboard build failed'),
          )
        : undefined;

    const secrets = await localSecrets(resolve(dataDir, 'local-secrets.json'));
    const webUrl = `http://${host}:${ports.web}`;
    const apiUrl = `http://${host}:${ports.api}`;
    // "Sign in with Google" signs in at a local OpenID provider (any e-mail; it answers it as verified).
    const { startLocalOidcProvider } = await import('./oidc-provider');
    const google = await startLocalOidcProvider({
      port: ports.oidc,
      redirectUris: [`${webUrl}/api/auth/google/callback`, `${apiUrl}/api/auth/google/callback`],
    });
    running.push(google);
    // The local AWS front door: Secrets Manager's stand-in, and the checks S3 makes of browser uploads.
    const { LOCAL_ACCOUNT, LOCAL_CREDENTIALS, LOCAL_REGION, localSecretName, startLocalAws } = await import(
      './local-aws'
    );
    const { gateway, secretEnvironment } = await startLocalAws({
      stage: LOCAL_STAGE,
      host,
      upstream: { dynamodb: dynamodb.endpoint, s3: faults?.filesEndpoint ?? s3.endpoint, ses: sesEndpoint },
      secrets: { ...secrets, googleClientSecret: google.clientSecret },
    });
    running.push(gateway);
    // The same settings the Lambdas read in AWS; only endpoints and credentials differ.
    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME: 'plie',
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      // S3 through the front door: it checks browser uploads' signed POST policies as S3 does.
      S3_ENDPOINT: gateway.endpoint,
      UPLOAD_BUCKET: uploadBucket,
      UPLOAD_PUBLIC_URL: `${s3.endpoint}/${uploadBucket}`,
      SES_ENDPOINT: sesEndpoint,
      MAIL_FROM: 'Plié <hello@plie.local>',
      PUBLIC_WEB_URL: webUrl,
      PLIE_LOCAL_INBOX_URL: ses.endpoint,
      ...secretEnvironment,
      JWT_ISSUER: apiUrl,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: google.clientId,
      PLATFORM_ADMIN_EMAILS: process.env.PLATFORM_ADMIN_EMAILS ?? DEMO_ADMIN_EMAIL,
      // Offline unless asked (GEOCODER=nominatim GEOCODER_USER_AGENT=…): addresses at their city's centre.
      GEOCODER: process.env.GEOCODER ?? 'offline',
      ...standInOutboundSettings(),
    });
    // Settings are read once per process (config.ts): whatever read them before is forgotten.
    (await import('../config')).resetConfig();

    const { dynamoClient, tableName } = await import('../db/client');
    const { ensureTable } = await import('../db/create-table');
    await ensureTable(dynamoClient, tableName);
    const { seedDemoData } = await import('./seed');
    const seed = await seedDemoData();

    const { endpoints } = await import('@plie/shared');
    const { createDispatcher } = await import('../http/dispatcher');
    const { allHandlers } = await import('../lambdas');
    const { createApiServer } = await import('./api-server');
    type Dispatch = import('./api-server').Dispatch;
    const { authenticate } = await import('../domains/accounts/authenticate');
    const { logger, logUnexpectedError, withCorrelation } = await import('../services/log');
    // The API: the TypeScript sources (default), or the very bundles CDK deploys (PLIE_LAMBDA=bundle).
    const runsBundles = process.env.PLIE_LAMBDA === 'bundle';
    let dispatch: Dispatch;
    /** The `pages` function's bundle, as CloudFront asks it (PLIE_LAMBDA=bundle with the dashboard's build). */
    let renderPage: import('./bundle-api').BundleApi['renderPage'] | undefined;
    let runJobs: () => Promise<void>;
    /** One pass of the e-mail outbox worker (ADR 0017): in AWS the table's stream and a minutely sweep. */
    let deliverMail: () => Promise<unknown>;
    if (runsBundles) {
      // The template has the `pages` function only with the dashboard's server bundle (ADR 0019): built first.
      if (dashboardBuild) {
        const buildFailure = await dashboardBuild;
        if (buildFailure) throw buildFailure;
      }
      console.log('  Synthesizing infra and starting the Lambda bundles (PLIE_LAMBDA=bundle)…');
      const originVerify = randomBytes(24).toString('base64url');
      gateway.putSecret(localSecretName(LOCAL_STAGE, 'origin-verify'), originVerify);
      const { startBundleRuntime } = await import('./bundle-runtime');
      const runtime = await startBundleRuntime({
        repoRoot,
        outdir: resolve(dataDir, 'cdk.out'),
        stage: LOCAL_STAGE,
        gateway,
        accountId: LOCAL_ACCOUNT,
        region: LOCAL_REGION,
        tableName,
        uploadBucket,
        synthSettings: {
          PLIE_MAIL_DOMAIN: 'plie.local',
          PLIE_MAIL_FROM: process.env.MAIL_FROM ?? '',
          PLIE_ALARM_EMAILS: 'none',
          PLIE_ADMIN_EMAILS: process.env.PLATFORM_ADMIN_EMAILS ?? '',
          PLIE_GOOGLE_CLIENT_ID: google.clientId,
        },
        endpoints: { PUBLIC_WEB_URL: webUrl, UPLOAD_PUBLIC_URL: `${s3.endpoint}/${uploadBucket}` },
        extra: {
          GOOGLE_ISSUER: google.issuer,
          GEOCODER: process.env.GEOCODER ?? 'offline',
          ...(process.env.RATE_LIMITS ? { RATE_LIMITS: process.env.RATE_LIMITS } : {}),
          ...(process.env.PLIE_PAGE_RENDER_BUDGET_MS
            ? { PAGE_RENDER_BUDGET_MS: process.env.PLIE_PAGE_RENDER_BUDGET_MS }
            : {}),
          ...standInOutboundSettings(),
        },
        originVerify,
        // API Gateway's stage and route throttles, as deployed, unless a test scales them (API_THROTTLE_SCALE).
        throttleScale: Number(process.env.API_THROTTLE_SCALE ?? 1) || 1,
        onFunctionError: (error) => logger.error('Lambda function failed', { error }),
      });
      running.push(runtime);
      dispatch = runtime.dispatch;
      if (runtime.template.pagesFunctionLogicalId) renderPage = runtime.renderPage;
      const outboxRule = runtime.template.rules.find((rule) => rule.name.endsWith('-deliver-outbox'));
      // Invoked only when a message is due, as the table's stream invokes it in AWS: an idle
      // second costs one query here, not a Lambda run (and its log lines).
      const { dueOutboxMessageIds } = await import('../services/outbox');
      deliverMail = async () =>
        outboxRule && (await dueOutboxMessageIds(new Date(), 1)).length > 0
          ? runtime.runRule(outboxRule)
          : undefined;
      runJobs = async () => {
        for (const { rule, result, error } of await runtime.runRules()) {
          if (error) logger.error('Scheduled job failed', { job: rule, error });
          else console.log(`  [job] ${rule}: ${JSON.stringify(result)}`);
        }
      };
    } else {
      dispatch = createDispatcher({
        endpoints,
        handlers: allHandlers,
        readUpload: (await import('../http/uploads')).lazyUpload,
        authenticate,
        onUnexpectedError: (error, _event, route) => logUnexpectedError(logger, error, route),
        onDependencyFailure: (error, _event, route) =>
          logger.warn('Dependency failure', { route, error: error instanceof Error ? error : String(error) }),
      });
      const { deliverOutbox } = await import('../workflows/outbox/deliver-outbox');
      deliverMail = () => withCorrelation(`outbox-${crypto.randomUUID()}`, () => deliverOutbox('due'));
      // Scheduled work: EventBridge in AWS, a timer here (at start, then hourly; each job is idempotent).
      const { allJobs } = await import('../lambdas');
      const { loadSecrets } = await import('../services/secrets');
      runJobs = async () => {
        await loadSecrets();
        for (const [name, job] of Object.entries(allJobs)) {
          // Each run under its own correlation id, as EventBridge's event id gives it in AWS.
          await withCorrelation(`job-${crypto.randomUUID()}`, () => job(new Date()))
            .then((result) => console.log(`  [job] ${name}: ${JSON.stringify(result)}`))
            .catch((error: unknown) => logger.error('Scheduled job failed', { job: name, error }));
        }
      };
    }
    const { SOURCE_FUNCTION_TIMEOUT_MS } = await import('./api-server');
    const api: Server = createApiServer(dispatch, {
      // The bundles' instances enforce each function's own timeout (lambda-runtime.ts); the sources one for all.
      ...(runsBundles ? {} : { timeoutMsOf: () => SOURCE_FUNCTION_TIMEOUT_MS }),
      localRoutes: faults ? [faults.route] : [],
    });
    await new Promise<void>((resolveListen) => api.listen(ports.api, host, resolveListen));
    running.push({ stop: () => new Promise<void>((done) => api.close(() => done())) });

    await runJobs();
    const timer = setInterval(runJobs, 60 * 60 * 1000);
    running.push({ stop: async () => clearInterval(timer) });
    // The outbox worker polls the pending messages every second (one pass at a time).
    let delivering = false;
    const outboxTimer = setInterval(() => {
      if (delivering) return;
      delivering = true;
      deliverMail()
        .catch((error: unknown) => logger.error('Outbox delivery failed', { error }))
        .finally(() => {
          delivering = false;
        });
    }, OUTBOX_POLL_MS);
    running.push({ stop: async () => clearInterval(outboxTimer) });

    // The script-tag widgets at /embed/plie.js, rebuilt as their sources change.
    const { startEmbedBundle } = await import('./embed-bundle');
    const embed = await startEmbedBundle(repoRoot, { watch: process.env.CI !== 'true' });
    running.push(embed);

    const embedPlugin: Plugin = {
      name: 'plie-embed-bundle',
      configureServer: (server) => {
        server.middlewares.use((request, response, next) => void embed.serve(request, response, next));
      },
      configurePreviewServer: (server) => {
        server.middlewares.use((request, response, next) => void embed.serve(request, response, next));
      },
    };
    // Unknown addresses answer 404 with the app shell, as CloudFront answers them (page-status.ts).
    const { unknownPagesAnswerNotFound } = await import('./page-status');
    // /config.json as deployed, with the demo operator on the legal notice (site-config.ts).
    const { localSiteConfig } = await import('./site-config');
    const dashboardConfig = {
      ...dashboardViteConfig(ses.endpoint),
      plugins: [embedPlugin, localSiteConfig(), unknownPagesAnswerNotFound()],
    };
    // CORS is the API's (any origin, as in AWS): Vite's own would answer the widgets' preflights from other sites.
    const web = { host, port: ports.web, strictPort: true, cors: false, proxy: { '/api': apiUrl } };
    // Never the data folder (keys, the database) nor any file the dashboard isn't built from.
    const { dashboardFileAccess } = await import('./dashboard-files');
    const fileAccess = dashboardFileAccess(repoRoot, dataDir);
    const vite = await import('vite');
    if (process.env.PLIE_DASHBOARD === 'build') {
      // The production build, served as built (the browser tests: no first-visit compiles).
      const buildFailure = await dashboardBuild;
      if (buildFailure) throw buildFailure;
      // With CloudFront's security headers (CSP…), per path: uploads are shown from, and posted to, S3.
      const { previewSecurityHeaders } = await import('./preview-headers');
      const { analyticsConnectOrigins } = await import('../web-headers');
      const securityHeaders = previewSecurityHeaders({
        uploadsOrigin: s3.endpoint,
        connectOrigins: [gateway.endpoint, ...analyticsConnectOrigins(process.env)],
      });
      // The public data pages rendered on the server with their data (ADR 0019): by the `pages` function's
      // bundle (PLIE_LAMBDA=bundle), else as it does, in this process.
      const { serveBundledDataPages, serveDataPages } = await import('./data-pages');
      const budget = process.env.PLIE_PAGE_RENDER_BUDGET_MS;
      const dataPages = renderPage
        ? serveBundledDataPages(renderPage)
        : serveDataPages({ apiUrl, ...(budget ? { budgetMs: Number(budget) } : {}) });
      const preview = await vite.preview({
        ...dashboardConfig,
        plugins: [...dashboardConfig.plugins, securityHeaders, dataPages],
        preview: web,
      });
      running.push({ stop: () => preview.close() });
    } else {
      const devServer = await vite.createServer({ ...dashboardConfig, server: { ...web, fs: fileAccess } });
      await devServer.listen();
      running.push({ stop: () => devServer.close() });
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`
  Plié is running (${seconds} s${seed.seeded ? ', demo data seeded' : ', existing data reused'})

  Dashboard     ${webUrl}/
  Widgets       ${webUrl}/embed/plie.js   (script tag; try examples/studio-site/index.html)
  API           ${apiUrl}/api   (OpenAPI: ${apiUrl}/api/openapi.json)
                ${runsBundles ? 'runs the Lambda bundles CDK deploys, each with its IAM policy enforced (PLIE_LAMBDA=bundle)' : 'runs the TypeScript sources (PLIE_LAMBDA=bundle runs the deployed bundles)'}
  Mail inbox    ${ses.endpoint}/   (every e-mail the app sends)
  Google        ${google.issuer}   (local OpenID provider: sign in with any e-mail)
  S3 (uploads)  ${s3.endpoint}/${uploadBucket}
  DynamoDB      ${dynamodb.endpoint}   (data in ${dataDir})
${faults ? `  Faults        POST ${apiUrl}/__local/faults  {"mail":"ok|refuse|error|hang","files":"…"}  (PLIE_FAULTS=1)\n` : ''}${
  seed.logins.length
    ? `\n  Demo logins\n${seed.logins.map((login) => `  ${login.who.padEnd(16)}${login.email} / ${login.password}`).join('\n')}\n`
    : ''
}
  Ctrl-C stops everything.
`);
  } catch (error) {
    await stopAll();
    throw error;
  }
};

main().catch((error: unknown) => {
  if (error instanceof StandInError || (error instanceof Error && error.name === 'ConfigError')) {
    console.error(`\n  Plié could not start: ${error.message}\n`);
  } else {
    console.error('\n  Plié could not start:', error, '\n');
  }
  process.exit(1);
});
