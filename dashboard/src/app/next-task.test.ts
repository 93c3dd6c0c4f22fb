import { describe, expect, it } from 'vitest';
import { inTasks, nextTask } from './next-task';

/** Lets every promise reaction queued so far (and those they queue) run: the rest of this task. */
const drainMicrotasks = async () => {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
};

describe('nextTask', () => {
  it('settles in a later task, not among this task’s promise reactions', async () => {
    let settled = false;
    const next = nextTask().then(() => {
      settled = true;
    });
    await drainMicrotasks();
    expect(settled).toBe(false);
    await next;
    expect(settled).toBe(true);
  });
});

describe('inTasks', () => {
  it('runs the stages in order, each once the one before has settled, each in a task of its own', async () => {
    const ran: string[] = [];
    let releaseFirst = () => {};
    const run = inTasks([
      () =>
        new Promise<void>((resolve) => {
          ran.push('first');
          releaseFirst = resolve;
        }),
      () => {
        ran.push('second');
      },
    ]);
    await drainMicrotasks();
    expect(ran).toEqual(['first']);
    releaseFirst();
    await drainMicrotasks();
    // Settled, yet the next stage waits for a task of its own.
    expect(ran).toEqual(['first']);
    await run;
    expect(ran).toEqual(['first', 'second']);
  });

  it('stops at a stage that fails, with its failure', async () => {
    const ran: string[] = [];
    const failure = new Error('chunk failed to load');
    await expect(
      inTasks([
        () => Promise.reject(failure),
        () => {
          ran.push('after');
        },
      ]),
    ).rejects.toBe(failure);
    expect(ran).toEqual([]);
  });
});
