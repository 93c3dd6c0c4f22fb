import { describe, expect, it } from 'vitest';
import {
  type EventTiming,
  interactionLatency,
  interactionReportLines,
  interactionWithin,
  summarise,
} from './interactions';

const entry = (name: string, interactionId: number, startTime: number, duration: number): EventTiming => ({
  name,
  interactionId,
  startTime,
  duration,
});

describe('an interaction’s latency', () => {
  it('is the longest entry of the first interaction after the mark', () => {
    const entries = [
      entry('click', 7, 100, 300), // before the mark: an earlier interaction
      entry('pointerdown', 8, 510, 24),
      entry('pointerup', 8, 560, 88),
      entry('click', 8, 561, 72),
      entry('keydown', 9, 900, 400), // a later interaction
    ];
    expect(interactionLatency(entries, 500)).toBe(88);
  });

  it('is undefined when Chromium reported nothing (under the 16 ms threshold)', () => {
    expect(interactionLatency([entry('click', 7, 100, 300)], 500)).toBeUndefined();
    expect(interactionLatency([], 0)).toBeUndefined();
  });
});

describe('the interaction budget', () => {
  it('takes the median of the samples, and 100 ms is within while 101 ms is over', () => {
    expect(summarise('x', '/p', 'y', [300, 0, 90, 100, 40]).medianMs).toBe(90);
    expect(interactionWithin({ medianMs: 100 })).toBe(true);
    expect(interactionWithin({ medianMs: 101 })).toBe(false);
  });

  it('reports each interaction with its samples, median and verdict; samples under the threshold as "< 16 ms"', () => {
    const lines = interactionReportLines([
      summarise('Table → calendar', '/studios/berlin_move', 'the calendar shows', [0, 0, 24, 0, 180]),
      summarise('Opening the sign-up dialog', '/schedule', 'the dialog opens', [140, 120, 180, 96, 130]),
    ]);
    expect(lines).toContain(
      '| Table → calendar | `/studios/berlin_move` | the calendar shows | < 16 ms, < 16 ms, 24 ms, < 16 ms, 180 ms | < 16 ms | within |',
    );
    expect(lines).toContain(
      '| Opening the sign-up dialog | `/schedule` | the dialog opens | 140 ms, 120 ms, 180 ms, 96 ms, 130 ms | 130 ms | OVER |',
    );
  });
});
