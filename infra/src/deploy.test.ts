/** The deploy script's decisions: arguments, approval without a terminal, the build check, the bootstrap check. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_SHELL_PAGES, PRERENDERED_PAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  approvalArgs,
  bootstrapCheckArgs,
  bootstrapParameterOf,
  bootstrapQualifierOf,
  cdkDeployArgs,
  DeployUsageError,
  interpretBootstrapCheck,
  MIN_BOOTSTRAP_VERSION,
  missingBuildFiles,
  parseDeployArgs,
  stageOf,
} from './deploy';
import { DASHBOARD_DIST, EMBED_DIST } from './paths';

const NO_ENV = {};
const PARAMETER = '/cdk-bootstrap/hnb659fds/version';

describe('deploy arguments', () => {
  it('reads --yes, --stage, --profile, --skip-build and every -c pair, keeping cdk options after --', () => {
    expect(
      parseDeployArgs([
        '--stage',
        'prod',
        '-y',
        '--profile=plie',
        '--skip-build',
        '-c',
        'mailDomain=mail.plie.dance',
        '--context',
        'alarmEmails=ops@plie.dance',
        '--context=allowedOrigins=*',
        '--',
        '--exclusively',
      ]),
    ).toEqual({
      yes: true,
      stage: 'prod',
      profile: 'plie',
      skipBuild: true,
      help: false,
      context: ['mailDomain=mail.plie.dance', 'alarmEmails=ops@plie.dance', 'allowedOrigins=*'],
      cdkArgs: ['--exclusively'],
    });
  });

  it.each([
    [['--force'], /Unknown option "--force".*after "--"/],
    [['--stage'], /--stage needs a value/],
    [['--stage', '--yes'], /--stage needs a value/],
    [['-c', 'mailDomain'], /-c takes key=value \(got "mailDomain"\)/],
    [['--stage', 'prod', '-c', 'stage=dev'], /--stage prod and -c stage=dev disagree/],
  ])('refuses %j with a message that says why', (argv, message) => {
    expect(() => parseDeployArgs(argv)).toThrow(DeployUsageError);
    expect(() => parseDeployArgs(argv)).toThrow(message);
  });

  it('passes the stage to cdk as context, once, with the other pairs', () => {
    const options = parseDeployArgs(['--stage', 'pr-42', '-c', 'mailDomain=plie.test']);
    expect(cdkDeployArgs(options, [])).toEqual([
      'cdk',
      'deploy',
      '--all',
      '--no-notices',
      '-c',
      'mailDomain=plie.test',
      '-c',
      'stage=pr-42',
    ]);
    const sameStageTwice = parseDeployArgs(['--stage', 'prod', '-c', 'stage=prod']);
    expect(cdkDeployArgs(sameStageTwice, []).filter((arg) => arg.startsWith('stage='))).toEqual([
      'stage=prod',
    ]);
  });

  it('takes the stage from --stage, then -c stage=, then PLIE_STAGE', () => {
    expect(stageOf(parseDeployArgs(['--stage', 'prod']), { PLIE_STAGE: 'dev' })).toBe('prod');
    expect(stageOf(parseDeployArgs(['-c', 'stage=beta']), { PLIE_STAGE: 'dev' })).toBe('beta');
    expect(stageOf(parseDeployArgs([]), { PLIE_STAGE: 'qa' })).toBe('qa');
    expect(stageOf(parseDeployArgs([]), NO_ENV)).toBeUndefined();
  });
});

describe('approval', () => {
  it('deploys unattended with --yes: no approval prompt', () => {
    const options = parseDeployArgs(['--stage', 'prod', '--yes']);
    const approval = approvalArgs(options, NO_ENV, false);
    expect(approval).toEqual(['--require-approval', 'never']);
    expect(cdkDeployArgs(options, approval)).toContain('never');
  });

  it('refuses to run without a terminal and without --yes, saying to pass --yes', () => {
    expect(() => approvalArgs(parseDeployArgs(['--stage', 'prod']), NO_ENV, false)).toThrow(/pass --yes/);
  });

  it('leaves the prompt to cdk in a terminal', () => {
    expect(approvalArgs(parseDeployArgs([]), NO_ENV, true)).toEqual([]);
  });

  it('refuses an unattended deploy that does not name its stage', () => {
    expect(() => approvalArgs(parseDeployArgs(['--yes']), NO_ENV, false)).toThrow(/must name its stage/);
    expect(approvalArgs(parseDeployArgs(['--yes']), { PLIE_STAGE: 'prod' }, false)).toEqual([
      '--require-approval',
      'never',
    ]);
  });
});

describe('the build check', () => {
  const dashboardIndex = path.join(DASHBOARD_DIST, 'index.html');
  const embedLoader = path.join(EMBED_DIST, 'plie.js');

  it('passes when the dashboard and the embed loader are built', () => {
    expect(missingBuildFiles(() => true)).toEqual([]);
  });

  it('names each missing build and the command that makes it', () => {
    expect(missingBuildFiles((file) => file !== dashboardIndex)).toEqual([
      'dashboard/dist/index.html is missing (made by "npm run build -w dashboard")',
    ]);
    expect(missingBuildFiles((file) => file !== embedLoader)).toEqual([
      'sdk/dist/embed/plie.js is missing (made by "npm run build -w sdk")',
    ]);
    // The shell and the loader, 5 pre-rendered pages and the app shell's copy for every other page, in 3 languages.
    expect(missingBuildFiles(() => false)).toHaveLength(
      2 + (PRERENDERED_PAGES.length + APP_SHELL_PAGES.length) * 3,
    );
  });

  it('names a missing pre-rendered copy (a build from before pre-rendering would leave / unanswered)', () => {
    const polishLanding = path.join(DASHBOARD_DIST, 'prerendered', 'pl', 'index.html');
    expect(missingBuildFiles((file) => file !== polishLanding)).toEqual([
      'dashboard/dist/prerendered/pl/index.html is missing (made by "npm run build -w dashboard")',
    ]);
    const ukrainianStudioShell = path.join(DASHBOARD_DIST, 'prerendered', 'ua', 'app-studio.html');
    expect(missingBuildFiles((file) => file !== ukrainianStudioShell)).toEqual([
      'dashboard/dist/prerendered/ua/app-studio.html is missing (made by "npm run build -w dashboard")',
    ]);
  });
});

describe('the bootstrap check', () => {
  const ok = (stdout: string) => ({ status: 0, stdout, stderr: '' });
  const failed = (stderr: string) => ({ status: 254, stdout: '', stderr });

  it('reads the version parameter of the qualifier cdk.json names, else the default one', () => {
    expect(bootstrapParameterOf(bootstrapQualifierOf({ context: {} }))).toBe(PARAMETER);
    expect(bootstrapQualifierOf({ context: { '@aws-cdk/core:bootstrapQualifier': 'plie0001' } })).toBe(
      'plie0001',
    );
  });

  it('asks the region cdk deploys to: AWS_REGION first (the AWS CLI v1 reads only AWS_DEFAULT_REGION)', () => {
    const regionOf = (env: NodeJS.ProcessEnv) => {
      const args = bootstrapCheckArgs(PARAMETER, env);
      return args.includes('--region') ? args[args.indexOf('--region') + 1] : undefined;
    };
    expect(regionOf({ AWS_REGION: 'eu-central-1', AWS_DEFAULT_REGION: 'us-east-1' })).toBe('eu-central-1');
    expect(regionOf({ AWS_DEFAULT_REGION: 'us-east-1' })).toBe('us-east-1');
    expect(regionOf(NO_ENV)).toBeUndefined();
    expect(bootstrapCheckArgs(PARAMETER, NO_ENV).slice(0, 4)).toEqual([
      'ssm',
      'get-parameter',
      '--name',
      PARAMETER,
    ]);
  });

  it('accepts a bootstrap stack of the version the template requires or newer', () => {
    expect(interpretBootstrapCheck(ok('30\n'), PARAMETER)).toEqual({ outcome: 'ok', version: 30 });
    expect(interpretBootstrapCheck(ok(String(MIN_BOOTSTRAP_VERSION)), PARAMETER).outcome).toBe('ok');
  });

  it('refuses an older bootstrap stack, saying to update it', () => {
    const check = interpretBootstrapCheck(ok(String(MIN_BOOTSTRAP_VERSION - 1)), PARAMETER);
    expect(check).toMatchObject({ outcome: 'failed', problem: expect.stringMatching(/npx cdk bootstrap/) });
  });

  it.each([
    [
      'not bootstrapped',
      'An error occurred (ParameterNotFound) when calling the GetParameter operation: ',
      /not bootstrapped.*cdk bootstrap/,
    ],
    [
      'no credentials',
      'Unable to locate credentials. You can configure credentials by running "aws configure".',
      /credentials/,
    ],
    [
      'no region',
      'You must specify a region. You can also configure your region by running "aws configure".',
      /AWS_REGION/,
    ],
    [
      'not allowed',
      'An error occurred (AccessDeniedException) when calling the GetParameter operation: User: x is not authorized',
      /ssm:GetParameter/,
    ],
    ['anything else', 'Could not connect to the endpoint URL', /Could not connect/],
  ])('stops with a clear message when %s', (_case, stderr, message) => {
    const check = interpretBootstrapCheck(failed(stderr), PARAMETER);
    expect(check.outcome).toBe('failed');
    expect(check.outcome === 'failed' && check.problem).toMatch(message);
  });

  it('is skipped with a notice when the AWS CLI is not installed (cdk deploy checks it too)', () => {
    const check = interpretBootstrapCheck(
      { status: null, stdout: '', stderr: '', notFound: true },
      PARAMETER,
    );
    expect(check).toMatchObject({
      outcome: 'skipped',
      notice: expect.stringMatching(/AWS CLI is not installed/),
    });
  });
});

describe('npm run deploy, as a command', () => {
  const script = fileURLToPath(new URL('./deploy.ts', import.meta.url));
  const deploy = (...argv: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, ...argv], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'], // no terminal, as in CI
    });

  it('stops before touching AWS or building when nobody could approve and --yes is missing', () => {
    const result = deploy('--stage', 'prod');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/No terminal to approve IAM and security changes at: pass --yes/);
    expect(result.stdout).not.toMatch(/bootstrap|npm run build/);
  });

  it('prints its usage with --help', () => {
    const result = deploy('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Usage: npm run deploy -- --stage <stage> \[--yes\]/);
  });
});
