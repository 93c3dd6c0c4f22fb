/**
 * `npm run bench`: the budgets of DEVELOPERS.md and issue 18, measured (never timed tests). Prints the
 * figures and writes bench/report.md. The server-side sections start their own DynamoDB Local (in
 * memory) and API server; then, with those stopped, the Lighthouse and interaction sections start the
 * whole local runtime with the dashboard's production build (local-runtime.ts): never two
 * measurements at once on this machine's 2 cores.
 *
 * `npm run bench -- --only lighthouse,interactions` (or PLIE_BENCH_ONLY) measures only the named
 * sections and replaces just those in bench/report.md (report-sections.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalAws } from '../functions/src/local/local-aws';
import { standInOutboundSettings } from '../functions/src/local/stand-in-timeouts';
import { freePort, startDynamoDbLocal, startSes } from '../functions/src/local/stand-ins';
import { measureApiLatency } from './api-latency';
import { measureConcurrentSignUps } from './concurrent-sign-ups';
import { buildMinimalReactPage, measureDashboardLoad } from './dashboard-load';
import { interactionReportLines, measureInteractions } from './interactions';
import { lambdaBundleLines, measureLambdaBundles } from './lambda-bundles';
import { measureLessonSearch, seedLessons } from './lesson-search';
import { type LighthousePage, lighthouseReportLines, measureLighthouse } from './lighthouse';
import { startLocalRuntime } from './local-runtime';
import {
  BENCH_SECTIONS,
  type BenchSection,
  mergeReport,
  selectedSections,
  stampSections,
} from './report-sections';
import { type ServedPage, seededWidgets, serveMinimalPage, serveStudioSite } from './served-pages';
import { kb, ms } from './stats';
import { measureWidgetBundle } from './widget-size';

/** The sections that need the bench's own DynamoDB Local and in-process API. */
const SERVER_SECTIONS: readonly BenchSection[] = ['api', 'dashboard-load', 'search', 'sign-ups'];

const widgetLines = (widget: Awaited<ReturnType<typeof measureWidgetBundle>>) => {
  const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'within' : 'OVER');
  return [
    '## Script-tag widgets (budgets: first load ≤ 15 kB gzip; all three with English ≤ 45 kB gzip)',
    '',
    '`sdk/dist/embed/` as `npm run build -w sdk` writes it (react aliased to preact/compat; the build fails above either budget). ' +
      '`plie.js` is a loader that defines the tags; a widget’s code is fetched when its tag first appears.',
    '',
    '| file | raw | gzip |',
    '|---|---|---|',
    ...widget.files.map((file) => `| ${file.name} | ${kb(file.bytes)} | ${kb(file.gzip)} |`),
    '',
    '| what a page loads (English, gzip) | size | budget |',
    '|---|---|---|',
    `| first load: plie.js and its static imports | **${kb(widget.entryGzip)}** | ${verdict(widget.entryGzip, widget.firstLoadBudget)} ${kb(widget.firstLoadBudget)} |`,
    ...Object.entries(widget.perTagGzip).map(
      ([tag, gzip]) =>
        `| a page with only \`<${tag}>\`${tag === 'plie-schedule' ? ', calendar view included' : ''} | ${kb(gzip)} | |`,
    ),
    `| all three widgets, calendar view included | **${kb(widget.englishGzip)}** | ${verdict(widget.englishGzip, widget.budget)} ${kb(widget.budget)} |`,
    '',
    'Polish and Ukrainian texts load only when a widget needs them.',
    '',
  ];
};

/** The sections measured against the bench's own DynamoDB Local and API, in the report's order. */
const measureServerSections = async (sections: Set<BenchSection>): Promise<string[]> => {
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
    // Measured in this order (the search seeds thousands of lessons first), reported in the report's.
    const lines: Partial<Record<BenchSection, string[]>> = {};
    if (sections.has('api')) {
      console.log('API latency vs the bare DynamoDB call…');
      const latency = await measureApiLatency(apiBase);
      lines.api = [
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
      ];
    }
    if (sections.has('search')) {
      console.log('Seeding lessons for the search benchmark…');
      const seeded = await seedLessons();
      console.log(`  ${seeded.lessons} lessons in ${seeded.cities} cities; searching…`);
      const searches = await measureLessonSearch(apiBase, seeded.sampleStudioId);
      lines.search = [
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
        'Days, styles and levels choose the partitions read; hiding closed groups reads a city’s partitions without them (GSI7). The age stays a filter expression (it rarely drops much), as closed groups do beside styles or levels.',
        '',
      ];
    }
    if (sections.has('sign-ups')) {
      console.log('Concurrent sign-ups for one occurrence…');
      const signUps = await measureConcurrentSignUps(
        apiBase,
        [
          { capacity: 30, attempts: 200 },
          { capacity: 18, attempts: 100 },
          { capacity: 1, attempts: 50 },
        ],
        { dynamoDbLocalPid: dynamodb.pid },
      );
      const perOperation = (row: (typeof signUps)[number]) =>
        Object.entries(row.dynamoDbCalls)
          .map(
            ([operation, calls]) => `${calls} ${operation} (p50 ${ms(row.dynamoDbCallP50[operation] ?? 0)})`,
          )
          .join(', ');
      const cpuOf = (row: (typeof signUps)[number]) =>
        `${row.cpu.dynamoDbLocal === undefined ? '—' : ms(row.cpu.dynamoDbLocal)} / ${ms(row.cpu.node)}`;
      lines['sign-ups'] = [
        '## Concurrent sign-ups (budget: never more than the capacity)',
        '',
        'All at once through the local API for one occurrence: three in four distinct e-mails, the rest repeats.',
        '',
        '| capacity | sign-ups at once | created | lesson counter | active in the table | distinct e-mails | refused: full / duplicate | 5xx | p50 / p95 | DynamoDB calls | CPU: DynamoDB Local / Node | budget |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...signUps.map(
          (row) =>
            `| ${row.capacity} | ${row.attempts} | ${row.created} | ${row.counter} | ${row.activeInTable} | ${row.distinctEmails} | ${row.refusedFull} / ${row.refusedDuplicate} | ${row.serverErrors} | ${ms(row.p50)} / ${ms(row.p95)} | ${Object.values(row.dynamoDbCalls).reduce((sum, calls) => sum + calls, 0)} | ${cpuOf(row)} | ${row.created === row.capacity && row.counter === row.capacity && row.activeInTable === row.capacity && row.distinctEmails === row.capacity ? 'within' : 'OVER'} |`,
        ),
        '',
        ...signUps.map((row) => `- ${row.attempts} → ${row.capacity}: ${perOperation(row)}.`),
        '',
        'CPU: what DynamoDB Local’s JVM (from /proc) and this process (the 200 clients, the API and its AWS SDK) used during the burst. On 2 cores, a burst’s p50 is about half its CPU time: the requests share the cores until they all finish.',
        '',
      ];
    }
    if (sections.has('widget')) {
      console.log('Script-tag widget bundle (esbuild, preact/compat)…');
      lines.widget = widgetLines(await measureWidgetBundle());
    }
    if (sections.has('dashboard-load')) {
      console.log('Dashboard first load vs a minimal React page (vite build + Chromium)…');
      const loads = await measureDashboardLoad(apiBase);
      const [minimal, dashboard] = loads as [(typeof loads)[0], (typeof loads)[0]];
      lines['dashboard-load'] = [
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
      ];
    }
    if (sections.has('lambda-bundles')) {
      console.log('Lambda bundles: synth, zip sizes, cold init in fresh Node processes…');
      lines['lambda-bundles'] = lambdaBundleLines(await measureLambdaBundles());
    }
    server.close();
    return BENCH_SECTIONS.flatMap((section) => lines[section] ?? []);
  } finally {
    await dynamodb.stop();
    await ses.stop();
    await gateway.stop();
  }
};

/** The bundles alone need no server: measured without starting one. */
const measureBundleSections = async (sections: Set<BenchSection>): Promise<string[]> => {
  const lines: string[] = [];
  if (sections.has('widget')) {
    console.log('Script-tag widget bundle (esbuild, preact/compat)…');
    lines.push(...widgetLines(await measureWidgetBundle()));
  }
  if (sections.has('lambda-bundles')) {
    console.log('Lambda bundles: synth, zip sizes, cold init in fresh Node processes…');
    lines.push(...lambdaBundleLines(await measureLambdaBundles()));
  }
  return lines;
};

/**
 * Lighthouse and the interactions, on the local runtime with the production build (started once for
 * both, after the other sections have stopped their servers).
 */
const measurePageSections = async (sections: Set<BenchSection>): Promise<string[]> => {
  console.log('The local runtime with the production build (PLIE_DASHBOARD=build npm start, fresh data)…');
  const runtime = await startLocalRuntime();
  const lines: string[] = [];
  const servers: ServedPage[] = [];
  try {
    const web = runtime.webOrigin;
    console.log(`  running at ${web}`);
    const warnings: string[] = [];
    const checkBuild = () => {
      if (runtime.buildChangedSince()) {
        warnings.push(
          'dashboard/dist was rebuilt while this section ran (another `PLIE_DASHBOARD=build` runtime or ' +
            'browser test on this machine): pages may have loaded files of another build. Measure again.',
        );
      }
    };
    if (sections.has('lighthouse')) {
      const loadBefore = loadavg();
      console.log('Minimal React 19 page (vite build, served by vite preview)…');
      const minimal = await serveMinimalPage(await buildMinimalReactPage());
      servers.push(minimal);
      const site = await serveStudioSite(web, await seededWidgets(web));
      servers.push(site);
      const pages: LighthousePage[] = [
        { name: 'Minimal React 19 page', url: `${minimal.origin}/` },
        { name: '`/` landing', url: `${web}/` },
        { name: '`/schedule?country=PL&city=Kraków`', url: `${web}/schedule?country=PL&city=Krak%C3%B3w` },
        { name: '`/teachers`', url: `${web}/teachers` },
        { name: '`/studios`', url: `${web}/studios` },
        { name: '`/studios/berlin_move`', url: `${web}/studios/berlin_move` },
        { name: '`/users/iryna_teacher`', url: `${web}/users/iryna_teacher` },
        { name: '`/embed/schedule/berlin_move`', url: `${web}/embed/schedule/berlin_move` },
        { name: 'Example studio site, three widgets', url: `${site.origin}/` },
      ];
      const outDir = join(tmpdir(), `plie-lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      console.log(`Lighthouse, mobile preset, 3 runs of each of ${pages.length} pages (JSON in ${outDir})…`);
      const measured = await measureLighthouse(pages, { outDir });
      checkBuild();
      lines.push(
        ...lighthouseReportLines({
          ...measured,
          loadBefore,
          loadAfter: loadavg(),
          warnings: [...warnings],
        }),
      );
    }
    if (sections.has('interactions')) {
      const before = loadavg();
      console.log('Interactions at 4× CPU slowdown (Event Timing, Playwright, 390 px)…');
      const rows = await measureInteractions(web);
      warnings.length = 0;
      checkBuild();
      lines.push(
        ...interactionReportLines(rows),
        `Load average (1 / 5 / 15 min) ${before.map((value) => value.toFixed(2)).join(' / ')} before and ` +
          `${loadavg()
            .map((value) => value.toFixed(2))
            .join(' / ')} after (2 cores).`,
        ...warnings.map((warning) => `\n**Warning:** ${warning}`),
        '',
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    await runtime.stop();
  }
  return lines;
};

const main = async () => {
  const started = new Date();
  const sections = selectedSections(process.argv.slice(2), process.env);
  const lines = [
    ...(SERVER_SECTIONS.some((section) => sections.has(section))
      ? await measureServerSections(sections)
      : await measureBundleSections(sections)),
    ...(sections.has('lighthouse') || sections.has('interactions')
      ? await measurePageSections(sections)
      : []),
  ];
  const head = [
    '# Plié — benchmark report',
    '',
    `Measured ${started.toISOString()} on this machine (${process.platform}, Node ${process.version}) by \`npm run bench\`.`,
    '',
  ];
  const reportPath = resolve(import.meta.dirname, 'report.md');
  const fresh = [...head, ...lines].join('\n');
  const whole = sections.size === BENCH_SECTIONS.length || !existsSync(reportPath);
  const only = [...sections].join(',');
  // A partial run replaces its own sections only; each says when and how it was measured.
  const report = whole
    ? fresh
    : mergeReport(
        readFileSync(reportPath, 'utf8'),
        stampSections(fresh, `Measured ${started.toISOString()} by \`npm run bench -- --only ${only}\`.`),
      );
  writeFileSync(reportPath, report);
  console.log(`\n${fresh}`);
  if (!whole) console.log(`\nSections ${only} replaced in ${reportPath}; the others are as measured before.`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
