/**
 * cdk-nag's AwsSolutions pack as a gate: the Plié stack (synthesized as a deploy does, with a build)
 * has no unacknowledged finding, every acknowledgement has a reason and still matches a finding,
 * and a new finding — here an unencrypted bucket in a throwaway stack — fails.
 */
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledgementCovers,
  acknowledgeNagFindings,
  constructsAt,
  formatNagFindings,
  type NagAcknowledgement,
  type NagFinding,
  nagAcknowledgementsOf,
  nagFindingsOf,
  registerNagChecks,
} from './nag';
import { PlieStack } from './plie-stack';
import { writeFakeBuilds } from './test-builds';
import { createTestApp, createTestConfig, TEST_CONTEXT } from './test-support';

describe('cdk-nag AwsSolutions on the Plié stack', () => {
  // The functions' code is not what these checks read: skip bundling it (the template is the same).
  const { app, outdir, dispose } = createTestApp({ ...TEST_CONTEXT, 'aws:cdk:bundling-stacks': [] });
  let stack: PlieStack;
  let acknowledgements: NagAcknowledgement[];
  /** Before any acknowledgement. */
  let allFindings: NagFinding[];
  let unacknowledged: NagFinding[];

  beforeAll(() => {
    stack = new PlieStack(app, 'Plie-test', { config: createTestConfig(), ...writeFakeBuilds(outdir) });
    Template.fromStack(stack); // synthesizes: aspects run, tokens settle
    allFindings = nagFindingsOf(app);
    acknowledgements = nagAcknowledgementsOf(stack);
    acknowledgeNagFindings(stack, acknowledgements);
    unacknowledged = nagFindingsOf(app);
  });

  afterAll(dispose);

  it('has no unacknowledged finding, error or warning', () => {
    // On failure: fix the construct the finding is about, or acknowledge it in nag.ts with its reason.
    expect(formatNagFindings(unacknowledged)).toBe('');
  });

  it('gives every acknowledgement a reason a reviewer can weigh, on named constructs only', () => {
    for (const acknowledgement of acknowledgements) {
      expect(acknowledgement.reason.trim().length, acknowledgement.id).toBeGreaterThanOrEqual(60);
      expect(acknowledgement.paths.length, acknowledgement.id).toBeGreaterThan(0);
      for (const path of acknowledgement.paths) expect(path.trim(), acknowledgement.id).not.toBe('');
    }
  });

  it('has no stale acknowledgement: each one whose construct exists still covers a finding', () => {
    const stale = acknowledgements
      .filter((acknowledgement) => acknowledgement.paths.some((path) => constructsAt(stack, path).length > 0))
      .filter(
        (acknowledgement) =>
          !allFindings.some((finding) => acknowledgementCovers(stack, acknowledgement, finding)),
      )
      .map((acknowledgement) => `${acknowledgement.id} at ${acknowledgement.paths.join(', ')}`);
    // On failure: the finding was fixed — remove its acknowledgement from nag.ts.
    expect(stale).toEqual([]);
  });
});

describe('the nag gate', () => {
  const disposals: (() => void)[] = [];
  afterAll(() => {
    for (const dispose of disposals) dispose();
  });

  const throwawayStack = () => {
    const { app, dispose } = createTestApp({});
    disposals.push(dispose);
    const stack = new Stack(app, 'Throwaway');
    new CfnBucket(stack, 'Loose'); // no encryption setting, no TLS-only policy, no access logs
    return { app, stack };
  };

  it('finds a new unencrypted bucket', () => {
    const { app } = throwawayStack();
    app.synth();
    const rules = nagFindingsOf(app)
      .filter((finding) => finding.path === 'Throwaway/Loose')
      .map((finding) => finding.rule);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });

  it('fails the synth of an app it is registered on', () => {
    const { app } = throwawayStack();
    registerNagChecks(app);
    expect(() => app.synth()).toThrow(/AwsSolutions-S10/);
  });

  it('lets an acknowledged finding pass, and only that one', () => {
    const { app, stack } = throwawayStack();
    acknowledgeNagFindings(stack, [
      { id: 'AwsSolutions-S1', paths: ['Loose'], reason: 'A throwaway bucket of this test.' },
    ]);
    app.synth();
    const rules = nagFindingsOf(app).map((finding) => finding.rule);
    expect(rules).not.toContain('AwsSolutions-S1');
    expect(rules).toContain('AwsSolutions-S10');
  });

  it('tells a stale acknowledgement (other rule or other construct) from one that covers a finding', () => {
    const { app, stack } = throwawayStack();
    app.synth();
    const finding = nagFindingsOf(app).find((each) => each.rule === 'AwsSolutions-S1');
    if (!finding) throw new Error('the throwaway bucket has no S1 finding');
    const reason = 'A throwaway bucket of this test.';
    expect(acknowledgementCovers(stack, { id: 'AwsSolutions-S1', paths: ['Loose'], reason }, finding)).toBe(
      true,
    );
    expect(acknowledgementCovers(stack, { id: 'AwsSolutions-S2', paths: ['Loose'], reason }, finding)).toBe(
      false,
    );
    expect(acknowledgementCovers(stack, { id: 'AwsSolutions-S1', paths: ['Other'], reason }, finding)).toBe(
      false,
    );
  });

  it('refuses an acknowledgement of a construct that does not exist', () => {
    const { stack } = throwawayStack();
    expect(() =>
      acknowledgeNagFindings(stack, [{ id: 'AwsSolutions-S1', paths: ['Gone'], reason: 'It moved.' }]),
    ).toThrow(/Throwaway\/Gone, which does not exist/);
  });
});
