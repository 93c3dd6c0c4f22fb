import { describe, expect, it } from 'vitest';
import { readsEarly } from './early-responses';

describe('readsEarly', () => {
  it('is true of the pages whose first reads the entry starts: a studio, its embedded schedule, a user, /schedule', () => {
    for (const path of [
      '/studios/berlin_move',
      '/embed/schedule/berlin_move',
      '/users/iryna_teacher',
      '/schedule',
    ])
      expect(readsEarly(path), path).toBe(true);
  });

  it('is false elsewhere, so those pages never load the reads’ code: the landing, the lists, a form', () => {
    for (const path of ['/', '/studios', '/teachers', '/login', '/terms-and-conditions', '/no-such-page'])
      expect(readsEarly(path), path).toBe(false);
  });
});
