/**
 * Every bundle resolves AWS credentials from the environment only (the way Lambda hands them
 * over): a probe using an SDK client, bundled by PlieFunction exactly as a domain is, runs in a
 * fresh Node process (a) with the environment's keys and (b) with nothing but a shared
 * credentials file in its HOME — which the SDK's default chain would have used.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { PlieFunction } from './plie-function';
import { bundleDirOf, createTestApp, logicalIdOf } from './test-support';

/** The probe lives where the repository's packages resolve (node_modules is git-ignored). */
const probeDir = path.join(REPO_ROOT, 'node_modules', '.cache', 'plie-infra-tests');

const PROBE = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
const client = new DynamoDBClient({ region: 'eu-central-1' });
export const handler = async () => {
  try {
    const credentials = await client.config.credentials();
    return { accessKeyId: credentials.accessKeyId };
  } catch (error) {
    return { error: String(error) };
  }
};
`;

describe('credentials in a bundle', () => {
  const { app, outdir, dispose } = createTestApp();
  let probeFolder = '';
  let bundleDir = '';
  let home = '';

  const runProbe = (env: Record<string, string>) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '--eval',
          `const { handler } = await import(${JSON.stringify(pathToFileURL(path.join(bundleDir, 'index.mjs')).href)});
           process.stdout.write(JSON.stringify(await handler()));`,
        ],
        {
          cwd: bundleDir,
          env: { PATH: process.env.PATH, HOME: home, AWS_REGION: 'eu-central-1', ...env },
          encoding: 'utf8',
        },
      ),
    ) as { accessKeyId?: string; error?: string };

  beforeAll(() => {
    mkdirSync(probeDir, { recursive: true });
    probeFolder = mkdtempSync(path.join(probeDir, 'probe-'));
    const entry = path.join(probeFolder, 'credentials-probe.ts');
    writeFileSync(entry, PROBE);
    const stack = new Stack(app, 'CredentialsProbe');
    const fn = new PlieFunction(stack, 'Probe', {
      domain: 'meta',
      entry,
      stage: 'test',
      environment: {},
      memorySize: 128,
      timeout: Duration.seconds(5),
    });
    app.synth();
    bundleDir = bundleDirOf(outdir, Template.fromStack(stack), logicalIdOf(stack, fn));
    // A shared credentials file the SDK's default chain (its INI provider) would pick up.
    home = path.join(outdir, 'home');
    mkdirSync(path.join(home, '.aws'), { recursive: true });
    writeFileSync(
      path.join(home, '.aws', 'credentials'),
      '[default]\naws_access_key_id = AKIAFROMFILE\naws_secret_access_key = from-file\n',
    );
  });

  afterAll(() => {
    dispose();
    rmSync(probeFolder, { recursive: true, force: true });
  });

  it('takes the keys Lambda puts in the environment', () => {
    expect(
      runProbe({
        AWS_ACCESS_KEY_ID: 'AKIAFROMENV',
        AWS_SECRET_ACCESS_KEY: 'from-env',
        AWS_SESSION_TOKEN: 'session',
      }),
    ).toEqual({ accessKeyId: 'AKIAFROMENV' });
  });

  it('looks nowhere else: a shared credentials file is ignored', () => {
    const result = runProbe({});
    expect(result.accessKeyId).toBeUndefined();
    expect(result.error).toMatch(/Unable to find environment variable credentials/);
  });
});
