/** Helpers for the infra tests: a synth directory of their own, and where a function's bundle lands. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { type PlieConfig, readConfig } from './config';

export const TEST_CONTEXT = {
  stage: 'test',
  mailDomain: 'plie.test',
  alarmEmails: 'ops@plie.test',
} as const;

/** An App writing to a fresh temp directory (removed by `dispose`). */
export const createTestApp = (context: Record<string, unknown> = TEST_CONTEXT) => {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'plie-infra-'));
  const app = new App({ outdir, context });
  return { app, outdir, dispose: () => rmSync(outdir, { recursive: true, force: true }) };
};

export const createTestConfig = (context: Record<string, unknown> = TEST_CONTEXT): PlieConfig =>
  readConfig(new App({ context }).node);

export const logicalIdOf = (stack: Stack, fn: IFunction) =>
  stack.getLogicalId(fn.node.defaultChild as CfnFunction);

/** The staged bundle directory of a function: its code's S3 key is `<asset hash>.zip`, staged as `asset.<hash>`. */
export const bundleDirOf = (outdir: string, template: Template, functionLogicalId: string): string => {
  const resource = template.toJSON().Resources[functionLogicalId];
  const key: unknown = resource?.Properties?.Code?.S3Key;
  if (typeof key !== 'string' || !key.endsWith('.zip')) {
    throw new Error(`${functionLogicalId} has no zipped asset code (S3Key ${JSON.stringify(key)})`);
  }
  return path.join(outdir, `asset.${key.slice(0, -'.zip'.length)}`);
};
