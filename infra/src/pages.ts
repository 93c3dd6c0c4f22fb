/**
 * The `pages` function (ADR 0019): the server-rendered data pages' origin behind CloudFront
 * (site.ts), a function URL that only CloudFront may call (AWS_IAM, origin access control).
 *
 * Its zip: `functions/src/lambdas/pages.ts` bundled as every house Lambda is (plie-function.ts), and
 * beside it the city list (the city search of `/studios`) and what the dashboard's build made for it
 * (@plie/functions/pages-origin): the server bundle bundled once more by esbuild into one
 * `render-page.mjs` with its bare imports (React, SWR, Lingui…; React's production build), the
 * manifest, each data page's app shell copies and the plain shell.
 *
 * Its rights: reading the table's items and indexes of the key families the pages' reads touch
 * (measured by recording the leading keys of every read of the permission matrix's scenarios and of
 * the pages' renders), `UpdateItem` on the flood counters only (`RATE#…`, ADR 0009), and the paging
 * cursors' key. No other secret (it verifies no token: the renders are anonymous), no bucket, no mail.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_BUILD_FILES, PAGES_BUNDLE_FILES } from '@plie/functions/pages-origin';
import { ENV } from '@plie/functions/setting-names';
import { KEY_PARTITIONS, type KeyPartition, TABLE_DESIGN } from '@plie/functions/table-design';
import { appShellFileOf, LANGUAGES, SERVER_RENDERED_PAGES } from '@plie/shared';
import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type FunctionUrl, FunctionUrlAuthType, InvokeMode } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { ESBUILD_BIN } from './paths';
import { ESM_BANNER, PAGES_FUNCTION, PlieFunction, shellQuote } from './plie-function';
import { type PlieSecrets, SECRET_ID_VARIABLES } from './secrets';

/** The key families the pages' reads touch (functions/src/db/keys.ts), besides the flood counters. */
export const PAGES_READ_PARTITIONS = [
  // A studio by its name (the name guard, then the studio), its rooms, members and lessons (GSI1).
  'studioNameGuard',
  'studio',
  // A user by username (the guard, then the user), and the team's members.
  'usernameGuard',
  'user',
  // The style catalogue.
  'styles',
  // The lesson search: by city (and weekday, style…), by teacher.
  'lessonSearch',
  'teacher',
  // The searches of `/studios` and `/teachers` (rendered by the bundle, served rendered once listed).
  'publicStudios',
  'teacherList',
] as const satisfies readonly KeyPartition[];

/** The table actions of those reads: no write, no Scan. */
export const PAGES_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;

/** The flood counters' one write (services/rate-limits-store.ts: `ADD`, `REMOVE` of ended windows). */
export const PAGES_COUNTER_ACTIONS = ['dynamodb:UpdateItem'] as const;

/** A render is CPU-bound (React): memory buys CPU on Lambda. */
const MEMORY_MB = 1024;
/** As the API's functions: a render gives up after 800 ms (`SERVER_RENDER_BUDGET_MS`), a read after ~6 s. */
const TIMEOUT = Duration.seconds(10);

export interface DashboardBuild {
  /** `dashboard/dist`: the plain shell and the app shell copies. */
  dashboardDist: string;
  /** `dashboard/dist-server`: the server bundle and the manifest. */
  dashboardServerDist: string;
}

/** The build's files the function ships (the server bundle's chunks come with its entry). */
const shippedFilesOf = ({ dashboardDist, dashboardServerDist }: DashboardBuild) => ({
  renderer: path.join(dashboardServerDist, DASHBOARD_BUILD_FILES.renderer),
  manifest: path.join(dashboardServerDist, DASHBOARD_BUILD_FILES.manifest),
  shell: path.join(dashboardDist, DASHBOARD_BUILD_FILES.shell),
  copies: SERVER_RENDERED_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => appShellFileOf(page, language)),
  ).map((file) => ({ file, source: path.join(dashboardDist, file) })),
});

/** Whether the build has everything the function ships (a synth before any build deploys none). */
export const hasServerBundle = (build: DashboardBuild): boolean => {
  const files = shippedFilesOf(build);
  return [files.renderer, files.manifest, files.shell, ...files.copies.map(({ source }) => source)].every(
    (file) => existsSync(file),
  );
};

/**
 * The commands (bash, run by CDK after esbuild has written `index.mjs`) that put the server bundle
 * and the documents beside it. React's development build is chosen at run time by `NODE_ENV`: the
 * define picks the production one, as Vite does for the browser.
 */
export const shipServerBundleCommands = (build: DashboardBuild, outputDir: string): string[] => {
  const files = shippedFilesOf(build);
  const into = (file: string) => shellQuote(path.join(outputDir, file));
  return [
    [
      shellQuote(ESBUILD_BIN),
      shellQuote(files.renderer),
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node22',
      '--main-fields=module,main',
      '--minify',
      '--keep-names',
      '--log-level=warning',
      `--define:process.env.NODE_ENV=${shellQuote('"production"')}`,
      `--banner:js=${shellQuote(ESM_BANNER)}`,
      `--outfile=${into(PAGES_BUNDLE_FILES.renderer)}`,
    ].join(' '),
    `cp ${shellQuote(files.manifest)} ${into(PAGES_BUNDLE_FILES.manifest)}`,
    `cp ${shellQuote(files.shell)} ${into(PAGES_BUNDLE_FILES.notFoundShell)}`,
    ...files.copies.flatMap(({ file, source }) => [
      `mkdir -p ${shellQuote(path.dirname(path.join(outputDir, file)))}`,
      `cp ${shellQuote(source)} ${into(file)}`,
    ]),
  ];
};

export interface PagesProps extends DashboardBuild {
  stage: string;
  table: ITableV2;
  secrets: PlieSecrets;
}

export class Pages extends Construct {
  readonly function: PlieFunction;
  /** The function URL CloudFront's origin calls (AWS_IAM: signed by the origin access control). */
  readonly url: FunctionUrl;

  constructor(scope: Construct, id: string, props: PagesProps) {
    super(scope, id);
    const cursor = props.secrets.secret('cursor');
    this.function = new PlieFunction(this, 'Function', {
      domain: PAGES_FUNCTION,
      stage: props.stage,
      environment: {
        [ENV.stage]: props.stage,
        [ENV.tableName]: props.table.tableName,
        [ENV.serviceName]: `plie-${PAGES_FUNCTION}`,
        // The lesson search pages with signed cursors (its first page's answer carries one).
        [SECRET_ID_VARIABLES.cursor]: cursor.secretArn,
      },
      memorySize: MEMORY_MB,
      timeout: TIMEOUT,
      // `/studios` with a city names it from the city search (the offline city list).
      shipsCityData: true,
      shipFiles: (outputDir) => shipServerBundleCommands(props, outputDir),
    });
    cursor.grantRead(this.function);
    const tableResources = [
      props.table.tableArn,
      ...TABLE_DESIGN.indexes.map((index) => `${props.table.tableArn}/index/${index.name}`),
    ];
    const leadingKeys = (partitions: readonly KeyPartition[]) => ({
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': [...new Set(partitions.map((partition) => KEY_PARTITIONS[partition]))].sort(),
      },
    });
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: [...PAGES_READ_ACTIONS],
        resources: tableResources,
        conditions: leadingKeys(PAGES_READ_PARTITIONS),
      }),
    );
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: [...PAGES_COUNTER_ACTIONS],
        resources: [props.table.tableArn],
        conditions: leadingKeys(['rateLimits']),
      }),
    );
    this.url = this.function.addFunctionUrl({
      authType: FunctionUrlAuthType.AWS_IAM,
      invokeMode: InvokeMode.BUFFERED,
    });
  }
}
