/**
 * `npm run deploy` — deploy one stage of Plié, attended or not:
 *
 *   npm run deploy -- --stage prod [--yes] [--profile name] [--skip-build] [-c key=value …] [-- <cdk options>]
 *
 * In order, stopping at the first problem with a message that says what to do:
 * 1. approval: `--yes` deploys without the IAM/security-change prompt (`--require-approval never`);
 *    without it the prompt needs a terminal, so without one it refuses (a CI job would hang or fail
 *    at the prompt). An unattended deploy must name its stage (`--stage`, `-c stage=` or PLIE_STAGE).
 * 2. bootstrap: the CDK bootstrap stack of the target account/region must exist (its version is the
 *    SSM parameter `/cdk-bootstrap/<qualifier>/version`), read with the AWS CLI when it is installed;
 *    without the CLI the check is skipped with a notice (`cdk deploy` then stops on its own).
 * 3. build: `npm run build` (SDK + dashboard), then `dashboard/dist` and `sdk/dist/embed` must hold
 *    their entry files — the stack would otherwise deploy an empty site.
 * 4. `cdk deploy` with the stage and every `-c` passed through.
 * 5. the stage's first signing key: `keys:rotate --if-empty` (a no-op once the stage has a key).
 *
 * The decisions are pure functions (tested in deploy.test.ts); `main` only runs the commands.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_SHELL_PAGES,
  appShellFileOf,
  LANGUAGES,
  PRERENDERED_PAGES,
  prerenderedFileOf,
} from '@plie/shared';
import { DASHBOARD_DIST, EMBED_DIST, INFRA_DIR, REPO_ROOT } from './paths';

export class DeployUsageError extends Error {
  override readonly name = 'DeployUsageError';
}

export interface DeployOptions {
  /** Deploy without the approval prompt. */
  yes: boolean;
  stage?: string;
  /** `key=value` pairs for `cdk -c` (the stage is one of them when given). */
  context: string[];
  profile?: string;
  /** Reuse the existing build (its entry files are still checked). */
  skipBuild: boolean;
  /** Options after `--`, handed to `cdk deploy` as they are. */
  cdkArgs: string[];
  help: boolean;
}

export const USAGE = `Usage: npm run deploy -- --stage <stage> [--yes] [--profile <name>] [--skip-build] [-c key=value …] [-- <cdk deploy options>]

  --stage <stage>     the stage to deploy (e.g. prod); same as -c stage=<stage>
  --yes, -y           deploy without the approval prompt for IAM and security changes (CI)
  --profile <name>    the AWS profile to use (else the usual AWS credential chain)
  --skip-build        deploy the existing dashboard/dist and sdk/dist/embed without rebuilding
  -c, --context k=v   a setting of the stack (mailDomain, mailFrom, alarmEmails, …: docs/deploying.md)

The first deploy of an account and region needs "npx cdk bootstrap" (from infra/) once: docs/deploying.md.`;

const CONTEXT_PAIR = /^[A-Za-z][\w:.-]*=/;

export const parseDeployArgs = (argv: readonly string[]): DeployOptions => {
  const options: DeployOptions = { yes: false, context: [], skipBuild: false, cdkArgs: [], help: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const value = () => {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('-')) throw new DeployUsageError(`${arg} needs a value`);
      index += 1;
      return next;
    };
    const addContext = (pair: string) => {
      if (!CONTEXT_PAIR.test(pair)) throw new DeployUsageError(`${arg} takes key=value (got "${pair}")`);
      options.context.push(pair);
    };
    if (arg === '--') {
      options.cdkArgs = argv.slice(index + 1) as string[];
      break;
    } else if (arg === '--yes' || arg === '-y') options.yes = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--stage') options.stage = value();
    else if (arg.startsWith('--stage=')) options.stage = arg.slice('--stage='.length);
    else if (arg === '--profile') options.profile = value();
    else if (arg.startsWith('--profile=')) options.profile = arg.slice('--profile='.length);
    else if (arg === '-c' || arg === '--context') addContext(value());
    else if (arg.startsWith('--context=')) addContext(arg.slice('--context='.length));
    else throw new DeployUsageError(`Unknown option "${arg}" (cdk's own options go after "--")`);
  }
  if (options.stage !== undefined) {
    if (!options.stage) throw new DeployUsageError('--stage needs a value');
    const fromContext = stageInContext(options.context);
    if (fromContext !== undefined && fromContext !== options.stage) {
      throw new DeployUsageError(`--stage ${options.stage} and -c stage=${fromContext} disagree`);
    }
  }
  return options;
};

const stageInContext = (context: readonly string[]): string | undefined =>
  context.findLast((pair) => pair.startsWith('stage='))?.slice('stage='.length);

/** The stage being deployed: `--stage`, else `-c stage=`, else PLIE_STAGE, else undefined (config's default). */
export const stageOf = (options: DeployOptions, env: NodeJS.ProcessEnv): string | undefined =>
  options.stage ?? stageInContext(options.context) ?? (env.PLIE_STAGE?.trim() || undefined);

/** The approval flags for `cdk deploy`, or a refusal when nobody could answer the prompt. */
export const approvalArgs = (
  options: DeployOptions,
  env: NodeJS.ProcessEnv,
  interactive: boolean,
): string[] => {
  if (options.yes) {
    if (!stageOf(options, env)) {
      throw new DeployUsageError(
        'An unattended deploy (--yes) must name its stage: add --stage <stage> (or -c stage=… or PLIE_STAGE).',
      );
    }
    return ['--require-approval', 'never'];
  }
  if (!interactive) {
    throw new DeployUsageError(
      'No terminal to approve IAM and security changes at: pass --yes to deploy unattended ' +
        '(e.g. "npm run deploy -- --stage prod --yes").',
    );
  }
  return [];
};

/** The `cdk` command line (run from infra/). */
export const cdkDeployArgs = (options: DeployOptions, approval: readonly string[]): string[] => {
  const context = [...options.context];
  if (options.stage !== undefined && stageInContext(context) === undefined)
    context.push(`stage=${options.stage}`);
  return [
    'cdk',
    'deploy',
    '--all',
    '--no-notices',
    ...approval,
    ...context.flatMap((pair) => ['-c', pair]),
    ...options.cdkArgs,
  ];
};

/**
 * What the site needs from the build, with the command that makes it: the app shell, every
 * pre-rendered copy the edge answers `/`, the legal pages and `/developers` with (spa-routing.js),
 * and the embed loader.
 */
export const REQUIRED_BUILD_FILES: readonly { file: string; madeBy: string }[] = [
  { file: path.join(DASHBOARD_DIST, 'index.html'), madeBy: 'npm run build -w dashboard' },
  ...PRERENDERED_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => ({
      file: path.join(DASHBOARD_DIST, prerenderedFileOf(page, language)),
      madeBy: 'npm run build -w dashboard',
    })),
  ),
  // The app shell's copies: the edge answers every other page with the site's layout by its own.
  ...APP_SHELL_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => ({
      file: path.join(DASHBOARD_DIST, appShellFileOf(page, language)),
      madeBy: 'npm run build -w dashboard',
    })),
  ),
  { file: path.join(EMBED_DIST, 'plie.js'), madeBy: 'npm run build -w sdk' },
];

/** The build files that are missing, as messages (empty when the build is complete). */
export const missingBuildFiles = (exists: (file: string) => boolean): string[] =>
  REQUIRED_BUILD_FILES.filter(({ file }) => !exists(file)).map(
    ({ file, madeBy }) => `${path.relative(REPO_ROOT, file)} is missing (made by "${madeBy}")`,
  );

const DEFAULT_QUALIFIER = 'hnb659fds';
/** The oldest bootstrap stack the synthesized template accepts (its CheckBootstrapVersion rule). */
export const MIN_BOOTSTRAP_VERSION = 6;

/** The bootstrap qualifier: cdk.json's `@aws-cdk/core:bootstrapQualifier` context, else CDK's default. */
export const bootstrapQualifierOf = (cdkJson: unknown): string => {
  const context = (cdkJson as { context?: Record<string, unknown> } | undefined)?.context;
  const qualifier = context?.['@aws-cdk/core:bootstrapQualifier'];
  return typeof qualifier === 'string' && qualifier ? qualifier : DEFAULT_QUALIFIER;
};

export const bootstrapParameterOf = (qualifier: string) => `/cdk-bootstrap/${qualifier}/version`;

/**
 * The AWS CLI command that reads the bootstrap version. The region is passed explicitly because the
 * AWS CLI v1 ignores AWS_REGION, which cdk (the JavaScript SDK) honours first.
 */
export const bootstrapCheckArgs = (parameter: string, env: NodeJS.ProcessEnv): string[] => {
  const region = env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim();
  return [
    'ssm',
    'get-parameter',
    '--name',
    parameter,
    '--query',
    'Parameter.Value',
    '--output',
    'text',
    ...(region ? ['--region', region] : []),
  ];
};

export interface CommandResult {
  /** Null when the command did not exit normally (not started, or killed). */
  status: number | null;
  stdout: string;
  stderr: string;
  /** The command is not installed (`spawnSync` failed with ENOENT). */
  notFound?: boolean;
}

export type BootstrapCheck =
  | { outcome: 'ok'; version: number }
  | { outcome: 'skipped'; notice: string }
  | { outcome: 'failed'; problem: string };

const BOOTSTRAP_ADVICE =
  'Bootstrap it once per account and region: "cd infra && npx cdk bootstrap" (docs/deploying.md, step 2).';

/** What `aws ssm get-parameter --name <bootstrap parameter> --query Parameter.Value --output text` said. */
export const interpretBootstrapCheck = (result: CommandResult, parameter: string): BootstrapCheck => {
  if (result.notFound) {
    return {
      outcome: 'skipped',
      notice:
        'The AWS CLI is not installed: the bootstrap check is skipped (cdk deploy stops by itself if the ' +
        `environment is not bootstrapped). ${BOOTSTRAP_ADVICE}`,
    };
  }
  const stderr = result.stderr.trim();
  if (result.status === 0) {
    const version = Number(result.stdout.trim());
    if (!Number.isInteger(version)) {
      return {
        outcome: 'failed',
        problem: `${parameter} holds "${result.stdout.trim()}", not a version number.`,
      };
    }
    if (version < MIN_BOOTSTRAP_VERSION) {
      return {
        outcome: 'failed',
        problem:
          `The CDK bootstrap stack is version ${version}; Plié needs ${MIN_BOOTSTRAP_VERSION} or newer. ` +
          'Update it with "cd infra && npx cdk bootstrap".',
      };
    }
    return { outcome: 'ok', version };
  }
  if (/ParameterNotFound/.test(stderr)) {
    return {
      outcome: 'failed',
      problem: `This account and region are not bootstrapped for the CDK (no ${parameter}). ${BOOTSTRAP_ADVICE}`,
    };
  }
  if (
    /Unable to locate credentials|could not be found|ExpiredToken|InvalidClientTokenId|SignatureDoesNotMatch/i.test(
      stderr,
    )
  ) {
    return {
      outcome: 'failed',
      problem: `No usable AWS credentials (${firstLine(stderr)}). Sign in (e.g. "aws sso login") or pass --profile.`,
    };
  }
  if (/must specify a region/i.test(stderr)) {
    return {
      outcome: 'failed',
      problem:
        'No AWS region: set AWS_REGION (e.g. AWS_REGION=eu-central-1) or a region in your AWS profile.',
    };
  }
  if (/AccessDenied/i.test(stderr)) {
    return {
      outcome: 'failed',
      problem:
        `These credentials may not read ${parameter} (ssm:GetParameter), which cdk deploy reads too: ` +
        `${firstLine(stderr)}`,
    };
  }
  return {
    outcome: 'failed',
    problem: `Could not read ${parameter}: ${firstLine(stderr) || `exit ${result.status}`}`,
  };
};

const firstLine = (text: string) =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

/** Runs a command with the terminal attached; the exit status (1 when it could not start). */
const run = (command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): number => {
  console.log(`\n$ ${[command, ...args].join(' ')}   (in ${path.relative(REPO_ROOT, cwd) || '.'})`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
};

const checkBootstrap = (env: NodeJS.ProcessEnv): BootstrapCheck => {
  const parameter = bootstrapParameterOf(
    bootstrapQualifierOf(JSON.parse(readFileSync(path.join(INFRA_DIR, 'cdk.json'), 'utf8'))),
  );
  const result = spawnSync('aws', bootstrapCheckArgs(parameter, env), { env, encoding: 'utf8' });
  const notFound = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
  return interpretBootstrapCheck(
    { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '', notFound },
    parameter,
  );
};

const fail: (message: string) => never = (message) => {
  console.error(`\n  ${message.split('\n').join('\n  ')}\n`);
  process.exit(1);
};

const main = (argv: readonly string[]) => {
  const options = parseDeployArgs(argv);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const env = { ...process.env, ...(options.profile ? { AWS_PROFILE: options.profile } : {}) };
  const approval = approvalArgs(options, env, Boolean(process.stdin.isTTY));
  const stage = stageOf(options, env);
  console.log(`Deploying Plié stage "${stage ?? 'dev (the default)'}"${options.yes ? ', unattended' : ''}.`);

  const bootstrap = checkBootstrap(env);
  if (bootstrap.outcome === 'failed') fail(bootstrap.problem);
  console.log(
    bootstrap.outcome === 'ok'
      ? `CDK bootstrap stack: version ${bootstrap.version}.`
      : `Note: ${bootstrap.notice}`,
  );

  if (!options.skipBuild && run('npm', ['run', 'build'], REPO_ROOT, env) !== 0) fail('The build failed.');
  const missing = missingBuildFiles(existsSync);
  if (missing.length > 0) fail(`Refusing to deploy an empty site:\n${missing.join('\n')}`);

  const deployed = run('npx', cdkDeployArgs(options, approval), INFRA_DIR, env);
  if (deployed !== 0) process.exit(deployed);

  // The stage's signing-key secret starts empty; its first key is made here (then only by keys:rotate).
  const keys = ['run', 'keys:rotate', '-w', 'infra', '--', '--stage', stage ?? 'dev', '--if-empty'];
  if (run('npm', keys, REPO_ROOT, env) !== 0) {
    fail(
      `Deployed, but the signing key was not set: run "npm ${keys.join(' ')}" (docs/deploying.md, Secrets).`,
    );
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof DeployUsageError)) throw error;
    fail(`${error.message}\n\n${USAGE}`);
  }
}
