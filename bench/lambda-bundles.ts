/**
 * The Lambda bundles as CDK deploys them (ARCHITECTURE §6, issue #14 point 7): the whole stack is
 * synthesized here (PlieStack in an App of its own, the path `npm run synth` takes), each
 * function's staged asset is zipped the way the CDK CLI zips it, and its cold init is timed in a
 * fresh Node process with the environment the template gives the function.
 *
 * Budgets: each zip ≤ 1.3× the zip of its AWS clients alone (an entry re-exporting just the
 * SDK imports the function's own sources make, bundled by the same PlieFunction), and init
 * (process start → `handler` exported) ≤ 150 ms, median of 5. The city list two functions ship
 * (data, not code: #14 allows it trimmed) is shown apart and the zip budget judged on the code.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { DOMAINS, type Domain } from '@plie/shared';
import { Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { LAMBDA_ENTRY_DIR, REPO_ROOT } from '../infra/src/paths';
import { PlieFunction } from '../infra/src/plie-function';
import { PlieStack } from '../infra/src/plie-stack';
import { bundleDirOf, createTestApp, createTestConfig, logicalIdOf } from '../infra/src/test-support';
import { percentile } from './stats';

export const ZIP_BUDGET_RATIO = 1.3;
export const INIT_BUDGET_MS = 150;
const INIT_RUNS = 5;

export interface LambdaBundleRow {
  domain: Domain;
  /** The zipped asset, as uploaded. */
  zipBytes: number;
  /** Of which files other than the code (the city list). */
  dataZipBytes: number;
  /** The zip without those. */
  codeZipBytes: number;
  /** The AWS SDK imports of the function's own sources, e.g. `@aws-sdk/client-s3: S3Client, GetObjectCommand`. */
  awsImports: string[];
  /** The zip of those imports alone, bundled the same way. */
  clientsZipBytes: number;
  /** Code zip ÷ clients zip: the budget's ratio. */
  zipRatio: number;
  /**
   * The zip of those clients plus the libraries every function must carry whatever its own code
   * (Powertools logger and metrics, as issue #14 asks, and valibot for the contract's input
   * validation), bundled the same way: the least any function could weigh.
   */
  floorZipBytes: number;
  initMedianMs: number;
  initRunsMs: number[];
  /** CPU time (user + system) of the same runs, median. */
  initCpuMedianMs: number;
}

export interface LambdaBundleReport {
  rows: LambdaBundleRow[];
  /** The first city search in a fresh process (loads the city list), from a bundle shipping it; median and runs. */
  cityListFirstLoadMs: number;
  cityListRunsMs: number[];
  /** Process start → end of an empty ESM script, for scale. */
  emptyNodeMs: number;
  emptyNodeCpuMs: number;
}

// ── zip size ──────────────────────────────────────────────────────────────────

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/**
 * The size of the zip the CDK CLI uploads (deflate at level 9, one local header, data descriptor
 * and central-directory entry per file), computed without writing it.
 */
export const zipSizeOf = (files: readonly string[], root: string): number => {
  const END_OF_CENTRAL_DIRECTORY = 22;
  return files.reduce((total, file) => {
    const nameBytes = Buffer.byteLength(path.relative(root, file).split(path.sep).join('/'));
    const compressed = deflateRawSync(readFileSync(file), { level: 9 }).length;
    return total + 30 + nameBytes + compressed + 16 + 46 + nameBytes;
  }, END_OF_CENTRAL_DIRECTORY);
};

// ── which AWS clients a function imports ──────────────────────────────────────

const AWS_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@aws-sdk\/[^'"]+)['"]/g;

/** The named value imports from `@aws-sdk/*` in one source file (type-only imports left out). */
export const awsImportsOf = (source: string): Map<string, Set<string>> => {
  const imports = new Map<string, Set<string>>();
  for (const [, typeOnly, names = '', specifier = ''] of source.matchAll(AWS_IMPORT)) {
    if (typeOnly) continue;
    for (const raw of names.split(',')) {
      const name = raw.trim();
      if (!name || name.startsWith('type ')) continue;
      const imported = name.split(/\s+as\s+/)[0]!.trim();
      imports.set(specifier, (imports.get(specifier) ?? new Set()).add(imported));
    }
  }
  return imports;
};

/** Per domain, the AWS SDK imports of the sources its bundle holds (from esbuild's metafile). */
const awsImportsByDomain = async (): Promise<Record<Domain, Map<string, Set<string>>>> => {
  const result = await build({
    entryPoints: Object.fromEntries(
      DOMAINS.map((domain) => [domain, path.join(LAMBDA_ENTRY_DIR, `${domain}.ts`)]),
    ),
    bundle: true,
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    outdir: path.join(REPO_ROOT, 'node_modules', '.cache', 'plie-bench', 'analysis'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: REPO_ROOT,
  });
  const byDomain = {} as Record<Domain, Map<string, Set<string>>>;
  for (const [outputFile, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const domain = path.basename(outputFile, '.js') as Domain;
    const merged = new Map<string, Set<string>>();
    for (const input of Object.keys(output.inputs)) {
      if (input.includes('node_modules/') || !/\.tsx?$/.test(input)) continue;
      for (const [specifier, names] of awsImportsOf(readFileSync(path.join(REPO_ROOT, input), 'utf8'))) {
        merged.set(specifier, new Set([...(merged.get(specifier) ?? []), ...names]));
      }
    }
    byDomain[domain] = merged;
  }
  return byDomain;
};

const describeImports = (imports: Map<string, Set<string>>): string[] =>
  [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([specifier, names]) => `${specifier}: ${[...names].sort().join(', ')}`);

/** An entry that re-exports exactly those imports (so esbuild keeps them and nothing else of ours). */
const clientsEntrySource = (imports: Map<string, Set<string>>): string =>
  [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([specifier, names], index) => {
      const aliased = [...names].sort().map((name) => `${name} as c${index}_${name}`);
      return `export { ${aliased.join(', ')} } from '${specifier}';`;
    })
    .join('\n')
    .concat('\nexport const handler = async () => ({});\n');

/** The clients entry plus the runtime every function needs (see `floorZipBytes`), used as it is used. */
const floorEntrySource = (imports: Map<string, Set<string>>): string =>
  clientsEntrySource(imports).concat(
    [
      "import { Logger } from '@aws-lambda-powertools/logger';",
      "import { Metrics } from '@aws-lambda-powertools/metrics';",
      "import * as v from 'valibot';",
      'export const logger = new Logger();',
      'export const metrics = new Metrics();',
      'const body = v.object({ email: v.pipe(v.string(), v.email()), count: v.optional(v.number()) });',
      'export const parse = (input: unknown) => v.safeParse(body, input);',
      '',
    ].join('\n'),
  );

// ── cold init ─────────────────────────────────────────────────────────────────

/** What the template's environment holds, with CloudFormation references replaced by stand-ins. */
const environmentOf = (template: Template, logicalId: string, bundleDir: string): Record<string, string> => {
  const variables: Record<string, unknown> =
    template.toJSON().Resources[logicalId]?.Properties?.Environment?.Variables ?? {};
  const resolved = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => {
      if (typeof value === 'string') return [name, value];
      if (name.endsWith('_URL')) return [name, 'https://bench.plie.invalid'];
      if (name.endsWith('_SECRET_ID'))
        return [name, `arn:aws:secretsmanager:eu-central-1:123456789012:secret:${name}`];
      return [name, `bench-${name.toLowerCase().replaceAll('_', '-')}`];
    }),
  );
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    // What Lambda itself sets (role credentials included).
    AWS_REGION: 'eu-central-1',
    AWS_DEFAULT_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'ASIABENCHBENCHBENCH',
    AWS_SECRET_ACCESS_KEY: 'bench-secret',
    AWS_SESSION_TOKEN: 'bench-session',
    AWS_LAMBDA_FUNCTION_NAME: `plie-bench-${logicalId}`,
    LAMBDA_TASK_ROOT: bundleDir,
    TZ: ':UTC',
    // Lambda runs Node 22; this machine's Node 20 would add the SDK's end-of-support warning.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...resolved,
  };
};

const MARK = /^PLIE_(\w+)=(.+)$/;

/** Runs `script` in a fresh Node process; returns the `PLIE_<NAME>=<number>` lines it printed. */
const runFreshProcess = (
  script: string,
  cwd: string,
  env: Record<string, string>,
): Record<string, number> => {
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const marks: Record<string, number> = {};
  for (const line of output.split('\n')) {
    const [, name, value] = MARK.exec(line) ?? [];
    if (name && value) marks[name] = Number(value);
  }
  return marks;
};

const markOf = (marks: Record<string, number>, name: string): number => {
  const value = marks[name];
  if (value === undefined) throw new Error(`A bundle run printed no PLIE_${name}`);
  return value;
};

const importBundle = (bundleDir: string) =>
  `const { handler } = await import(${JSON.stringify(pathToFileURL(path.join(bundleDir, 'index.mjs')).href)});
   if (typeof handler !== 'function') throw new Error('index.mjs exports no handler');`;

/** Process start → `handler` exported: wall time, and CPU time (steadier on a busy machine). */
const coldInitOf = (bundleDir: string, env: Record<string, string>, importing = importBundle(bundleDir)) => {
  const script = `${importing}
    const cpu = process.cpuUsage();
    process.stdout.write('\\nPLIE_WALL_MS=' + performance.now() + '\\nPLIE_CPU_MS=' + (cpu.user + cpu.system) / 1000 + '\\n');`;
  const runs = Array.from({ length: INIT_RUNS }, () => runFreshProcess(script, bundleDir, env));
  return {
    wallMs: runs.map((run) => markOf(run, 'WALL_MS')),
    cpuMs: runs.map((run) => markOf(run, 'CPU_MS')),
  };
};

/** The first call of a bundle's `handler` after its import, in a fresh process. */
const firstCallOf = (bundleDir: string, env: Record<string, string>): number[] => {
  const script = `${importBundle(bundleDir)}
    const started = performance.now();
    await handler();
    process.stdout.write('\\nPLIE_CALL_MS=' + (performance.now() - started) + '\\n');`;
  return Array.from({ length: INIT_RUNS }, () => markOf(runFreshProcess(script, bundleDir, env), 'CALL_MS'));
};

/** A search through the city list, as lessons (nearest city) and locations do on their first call. */
const CITY_LIST_PROBE = (placesModule: string) => `
import { searchCities } from ${JSON.stringify(placesModule)};
export const handler = async () => searchCities('Krak', 10, ['PL']);
`;

// ── the measurement ───────────────────────────────────────────────────────────

const ENTRIES_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'plie-bench');

/** A PlieFunction built from `source`, written where the repository's packages resolve (git-ignored). */
const probeFunction = (stack: Stack, name: string, source: string, domain: Domain, shipsCityData = false) => {
  mkdirSync(ENTRIES_DIR, { recursive: true });
  const entry = path.join(ENTRIES_DIR, `${name}.ts`);
  writeFileSync(entry, source);
  return new PlieFunction(stack, name.replaceAll('-', ''), {
    domain,
    entry,
    stage: 'bench',
    environment: {},
    memorySize: 1024,
    timeout: Duration.seconds(3),
    shipsCityData,
  });
};

const zipOfDir = (dir: string) => zipSizeOf(filesUnder(dir), dir);

const isData = (file: string) => !file.endsWith('.mjs') && !file.endsWith('.js');

export const measureLambdaBundles = async (): Promise<LambdaBundleReport> => {
  const imports = await awsImportsByDomain();
  const { app, outdir, dispose } = createTestApp();
  try {
    const stack = new PlieStack(app, 'Plie-bench', { config: createTestConfig() });
    const probes = new Stack(app, 'Plie-bench-probes');
    // One client-only bundle per distinct set of imports, built by the same PlieFunction.
    const clientsOf = new Map<Domain, PlieFunction>();
    const floorOf = new Map<Domain, PlieFunction>();
    const probesBySource = new Map<string, PlieFunction>();
    const probeOnce = (prefix: string, source: string, domain: Domain) => {
      const name = `${prefix}-${createHash('sha256').update(source).digest('hex').slice(0, 12)}`;
      const fn = probesBySource.get(source) ?? probeFunction(probes, name, source, domain);
      probesBySource.set(source, fn);
      return fn;
    };
    for (const domain of DOMAINS) {
      clientsOf.set(domain, probeOnce('aws-clients', clientsEntrySource(imports[domain]), domain));
      floorOf.set(domain, probeOnce('floor', floorEntrySource(imports[domain]), domain));
    }
    const placesModule = path.join(REPO_ROOT, 'functions', 'src', 'domains', 'locations', 'places.ts');
    const cityProbe = probeFunction(
      probes,
      'city-list-probe',
      CITY_LIST_PROBE(placesModule),
      'locations',
      true,
    );
    app.synth();
    const template = Template.fromStack(stack);
    const probesTemplate = Template.fromStack(probes);
    const probeDirOf = (fn: PlieFunction) => bundleDirOf(outdir, probesTemplate, logicalIdOf(probes, fn));

    // Node's own start, for scale: the same marks from a script that imports nothing.
    const emptyNode = coldInitOf(outdir, { PATH: process.env.PATH ?? '' }, '');

    const rows = DOMAINS.map((domain): LambdaBundleRow => {
      const logicalId = logicalIdOf(stack, stack.backend.functions[domain]);
      const bundleDir = bundleDirOf(outdir, template, logicalId);
      const files = filesUnder(bundleDir);
      const dataFiles = files.filter(isData);
      const codeZipBytes = zipSizeOf(
        files.filter((file) => !isData(file)),
        bundleDir,
      );
      const clientsZipBytes = zipOfDir(probeDirOf(clientsOf.get(domain)!));
      const init = coldInitOf(bundleDir, environmentOf(template, logicalId, bundleDir));
      return {
        domain,
        zipBytes: zipSizeOf(files, bundleDir),
        dataZipBytes: dataFiles.length ? zipSizeOf(dataFiles, bundleDir) : 0,
        codeZipBytes,
        awsImports: describeImports(imports[domain]),
        clientsZipBytes,
        zipRatio: codeZipBytes / clientsZipBytes,
        floorZipBytes: zipOfDir(probeDirOf(floorOf.get(domain)!)),
        initMedianMs: percentile(init.wallMs, 50),
        initRunsMs: init.wallMs,
        initCpuMedianMs: percentile(init.cpuMs, 50),
      };
    });
    const cityListRunsMs = firstCallOf(probeDirOf(cityProbe), {
      PATH: process.env.PATH ?? '',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    return {
      rows,
      emptyNodeMs: percentile(emptyNode.wallMs, 50),
      emptyNodeCpuMs: percentile(emptyNode.cpuMs, 50),
      cityListFirstLoadMs: percentile(cityListRunsMs, 50),
      cityListRunsMs,
    };
  } finally {
    dispose();
  }
};

/** The report's section (markdown lines). */
export const lambdaBundleLines = ({
  rows,
  emptyNodeMs,
  emptyNodeCpuMs,
  cityListFirstLoadMs,
  cityListRunsMs,
}: LambdaBundleReport): string[] => {
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  return [
    `## Lambda bundles (budget: zip ≤ ${ZIP_BUDGET_RATIO}× its AWS clients' own zip, cold init ≤ ${INIT_BUDGET_MS} ms)`,
    '',
    'The stack synthesized as `npm run synth` does; each asset zipped as the CDK CLI uploads it (deflate 9). ' +
      "Clients' own zip: an entry importing only the AWS SDK names the function's sources import, bundled by the same " +
      `PlieFunction. Init: a fresh \`node\` importing \`index.mjs\` with the template's environment, process start → ` +
      `\`handler\` exported, median of ${INIT_RUNS} (an empty Node process: ${emptyNodeMs.toFixed(0)} ms, ${emptyNodeCpuMs.toFixed(0)} ms CPU); ` +
      'init CPU: the CPU time (user + system) the process had used by then, steadier than wall time on a busy machine. ' +
      'The city list two functions ship is data, counted apart: the zip budget is judged on the code. ' +
      'Floor: the clients plus what every function carries whatever its own code does (Powertools logger and metrics, ' +
      "which issue #14 asks for, and valibot, the contract's validator); room left: what the budget leaves above the " +
      "floor for all of Plié's own code in that function (dispatcher, auth, limits, contract slice, domain code), " +
      'beside what that code takes now.',
    '',
    '| function | zip | code | data | AWS clients alone | code ÷ clients | budget | clients + Powertools + valibot (floor) | floor ÷ clients | room left for own code | init median (runs) | init CPU | budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.domain} | ${kB(row.zipBytes)} | ${kB(row.codeZipBytes)} | ${row.dataZipBytes ? kB(row.dataZipBytes) : '—'} | ${kB(row.clientsZipBytes)} | ` +
        `${row.zipRatio.toFixed(2)}× | ${row.zipRatio <= ZIP_BUDGET_RATIO ? 'within' : 'OVER'} | ` +
        `${kB(row.floorZipBytes)} | ${(row.floorZipBytes / row.clientsZipBytes).toFixed(2)}× | ` +
        `${kB(ZIP_BUDGET_RATIO * row.clientsZipBytes - row.floorZipBytes)} (uses ${kB(row.codeZipBytes - row.floorZipBytes)}) | ` +
        `${row.initMedianMs.toFixed(0)} ms (${row.initRunsMs.map((run) => run.toFixed(0)).join(', ')}) | ` +
        `${row.initCpuMedianMs.toFixed(0)} ms | ` +
        `${row.initMedianMs <= INIT_BUDGET_MS ? 'within' : 'OVER'} |`,
    ),
    '',
    `City list (\`cities.json.br\` beside a bundle): the first search in a fresh process, which loads it, takes ` +
      `${cityListFirstLoadMs.toFixed(0)} ms (median; runs ${cityListRunsMs.map((run) => run.toFixed(0)).join(', ')}). ` +
      'It loads on first use, not at init.',
    '',
    'AWS SDK imports per function (what "its clients" means above):',
    '',
    ...rows.map((row) => `- ${row.domain}: ${row.awsImports.join('; ') || 'none'}`),
    '',
  ];
};
