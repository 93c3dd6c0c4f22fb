/**
 * `npm run bench`: the budgets of DEVELOPERS.md, measured (never timed tests). Prints the
 * figures and writes bench/report.md. Starts its own DynamoDB Local (in memory) and API server.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { startLocalAws } from '../functions/src/local/local-aws';
import { standInOutboundSettings } from '../functions/src/local/stand-in-timeouts';
import { freePort, startDynamoDbLocal, startSes } from '../functions/src/local/stand-ins';
import { measureApiLatency } from './api-latency';
import { measureConcurrentSignUps } from './concurrent-sign-ups';
import { measureDashboardLoad } from './dashboard-load';
import { lambdaBundleLines, measureLambdaBundles } from './lambda-bundles';
import { measureLessonSearch, seedLessons } from './lesson-search';
import { kb, ms } from './stats';
import { measureWidgetBundle } from './widget-size';

const main = async () => {
  const started = new Date();
  const dynamodb = await startDynamoDbLocal({ port: await freePort() });
  // Sign-ups send their confirmation through the SES stand-in.
  const ses = await startSes({ port: await freePort() });
  Object.assign(process.env, {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'S3RVER', // the only key the S3 stand-in knows; DynamoDB Local (sharedDb) and SES accept any
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    DYNAMODB_ENDPOINT: dynamodb.endpoint,
    TABLE_NAME: 'plie-bench',
    // Settings the other domains read at load (nothing is uploaded here).
    MAIL_FROM: 'Plié <bench@plie.local>',
    SES_ENDPOINT: ses.endpoint,
    PUBLIC_WEB_URL: 'http://127.0.0.1',
    UPLOAD_BUCKET: 'plie-bench-uploads',
    UPLOAD_PUBLIC_URL: 'http://127.0.0.1/plie-bench-uploads',
    // Hundreds of concurrent sign-ups from one address measure the API, not its flood limits.
    RATE_LIMITS: JSON.stringify({ '*': { limit: 1_000_000 } }),
    // DynamoDB Local under a burst is far slower than DynamoDB (local/stand-in-timeouts.ts).
    ...standInOutboundSettings(),
  });
  // Secrets as the functions read them: from Secrets Manager's stand-in (the local AWS front door).
  const { generateSigningKeys } = await import('../functions/src/services/tokens');
  const keys = await generateSigningKeys();
  const { gateway, secretEnvironment } = await startLocalAws({
    stage: 'bench',
    upstream: { dynamodb: dynamodb.endpoint, s3: dynamodb.endpoint, ses: ses.endpoint },
    secrets: { ...keys, cursor: randomBytes(32).toString('base64url') },
  });
  Object.assign(process.env, secretEnvironment);
  try {
    const { dynamoClient, tableName } = await import('../functions/src/db/client');
    const { ensureTable } = await import('../functions/src/db/create-table');
    const { seedCatalogue } = await import('../functions/src/local/seed');
    const { createApiServer } = await import('../functions/src/local/api-server');
    const { createDispatcher } = await import('../functions/src/http/dispatcher');
    const { lazyUpload } = await import('../functions/src/http/uploads');
    const { allHandlers } = await import('../functions/src/lambdas');
    const { endpoints } = await import('@plie/shared');
    await ensureTable(dynamoClient, tableName);
    await seedCatalogue();
    const server = createApiServer(
      createDispatcher({ endpoints, handlers: allHandlers, readUpload: lazyUpload }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    console.log('API latency vs the bare DynamoDB call…');
    const latency = await measureApiLatency(apiBase);
    console.log('Seeding lessons for the search benchmark…');
    const seeded = await seedLessons();
    console.log(`  ${seeded.lessons} lessons in ${seeded.cities} cities; searching…`);
    const searches = await measureLessonSearch(apiBase, seeded.sampleStudioId);
    console.log('Concurrent sign-ups for one occurrence…');
    const signUps = await measureConcurrentSignUps(apiBase, [
      { capacity: 30, attempts: 200 },
      { capacity: 18, attempts: 100 },
      { capacity: 1, attempts: 50 },
    ]);
    console.log('Script-tag widget bundle (esbuild, preact/compat)…');
    const widget = await measureWidgetBundle();
    console.log('Dashboard first load vs a minimal React page (vite build + Chromium)…');
    const loads = await measureDashboardLoad(apiBase);
    console.log('Lambda bundles: synth, zip sizes, cold init in fresh Node processes…');
    const lambdaBundles = await measureLambdaBundles();
    server.close();

    const [minimal, dashboard] = loads as [(typeof loads)[0], (typeof loads)[0]];
    const lines = [
      '# Plié — benchmark report',
      '',
      `Measured ${started.toISOString()} on this machine (${process.platform}, Node ${process.version}) by \`npm run bench\`.`,
      '',
      '## API overhead (budget: the API adds ≤ 2× the bare DynamoDB call)',
      '',
      '| call | requests | bare DynamoDB p50 / p95 | through the API p50 / p95 | added ÷ bare (p50) | budget ≤ 2× |',
      '|---|---|---|---|---|---|',
      ...latency.map(
        (row) =>
          `| ${row.name} | ${row.requests} | ${ms(row.bare.p50)} / ${ms(row.bare.p95)} | ${ms(row.api.p50)} / ${ms(row.api.p95)} | ${row.addedRatio.toFixed(2)}× | ${row.addedRatio <= 2 ? 'within' : 'OVER'} |`,
      ),
      '',
      'Local runtime: HTTP → API Gateway v2 event → dispatcher → handler → the same Query, against DynamoDB Local.',
      '',
      '## Dashboard first load (budget: near a minimal React page)',
      '',
      '| page | JS of the first view (raw / gzip) | all JS emitted (gzip) | LCP p50 (390 px, local) | loads |',
      '|---|---|---|---|---|',
      ...loads.map(
        (row) =>
          `| ${row.name} | ${kb(row.jsBytes)} / ${kb(row.jsGzipBytes)} | ${kb(row.totalJsGzipBytes)} | ${ms(row.lcpMs)} | ${row.loads} |`,
      ),
      '',
      `Dashboard ÷ minimal: first-view JS ${(dashboard.jsGzipBytes / minimal.jsGzipBytes).toFixed(2)}× (gzip), ` +
        `LCP ${(dashboard.lcpMs / minimal.lcpMs).toFixed(2)}×.`,
      '',
      '## Lesson search (budget: ≤ 1.5 items read per item returned, no scans)',
      '',
      `${seeded.lessons} public lessons in ${seeded.cities} cities (${Math.round(seeded.lessons / seeded.cities)} a city), ` +
        'every search a Query (no Scan). Items read = DynamoDB `ScannedCount` (before filters) over up to three pages.',
      '',
      '| search | pages | items returned | items read | read ÷ returned | budget ≤ 1.5 | API p50 / p95 (first page) |',
      '|---|---|---|---|---|---|---|',
      ...searches.map(
        (row) =>
          `| ${row.name} | ${row.pages} | ${row.itemsReturned} | ${row.itemsRead} | ${row.readPerReturned.toFixed(2)} | ${row.readPerReturned <= 1.5 ? 'within' : 'OVER'} | ${ms(row.p50)} / ${ms(row.p95)} |`,
      ),
      '',
      'Age and closed-group filters stay filter expressions (they rarely drop much); days, styles and levels choose the partitions read.',
      '',
      '## Concurrent sign-ups (budget: never more than the capacity)',
      '',
      'All at once through the local API for one occurrence: three in four distinct e-mails, the rest repeats.',
      '',
      '| capacity | sign-ups at once | created | lesson counter | active in the table | distinct e-mails | refused: full / duplicate | 5xx | p50 / p95 | budget |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...signUps.map(
        (row) =>
          `| ${row.capacity} | ${row.attempts} | ${row.created} | ${row.counter} | ${row.activeInTable} | ${row.distinctEmails} | ${row.refusedFull} / ${row.refusedDuplicate} | ${row.serverErrors} | ${ms(row.p50)} / ${ms(row.p95)} | ${row.created === row.capacity && row.counter === row.capacity && row.activeInTable === row.capacity && row.distinctEmails === row.capacity ? 'within' : 'OVER'} |`,
      ),
      '',
      '## Script-tag widgets (budget: ≤ 45 kB gzip, all three with English)',
      '',
      '`sdk/dist/embed/` as `npm run build -w sdk` writes it (react aliased to preact/compat; the build fails above the budget).',
      '',
      '| file | raw | gzip |',
      '|---|---|---|',
      ...widget.files.map((file) => `| ${file.name} | ${kb(file.bytes)} | ${kb(file.gzip)} |`),
      '',
      `First load (plie.js and its static imports): ${kb(widget.entryGzip)} gzip. All three widgets in English, the ` +
        `calendar view included: **${kb(widget.englishGzip)}** gzip (${widget.englishGzip <= widget.budget ? 'within' : 'OVER'} the budget of ${kb(widget.budget)}). ` +
        'Polish and Ukrainian texts load only when a widget needs them.',
      '',
      ...lambdaBundleLines(lambdaBundles),
    ];
    const report = lines.join('\n');
    writeFileSync(resolve(import.meta.dirname, 'report.md'), report);
    console.log(`\n${report}`);
  } finally {
    await dynamodb.stop();
    await ses.stop();
    await gateway.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
