/**
 * The invalidation table against the keys the query hooks really use: each hook is rendered (on
 * the server, with an SWR middleware that records every key it asks for), and each write operation
 * must invalidate exactly the reads it names — e.g. `rooms.create` for studio S makes the key
 * `useStudioRooms(S)` reads stale, and not studio T's.
 */

import { contract, type OwnUser } from '@plie/shared';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { accessTokenAtom } from '../../app/access-token';
import { BrowserRenderOnServer } from '../../app/prerender-pass';
import { useMyUpcomingAttendances } from './attendance';
import { useHandleCheck } from './auth';
import { useMyGroups, useStudioGroups, useTeacherGroups } from './groups';
import { INVALIDATIONS, invalidatedBy } from './invalidation';
import { useLesson } from './lessons';
import { queryKeys } from './query-keys';
import { useRoomsOfStudios, useStudioRooms } from './rooms';
import { useStudioBySlug } from './studios';

const TOKEN = 'token-of-dancer';
const DANCER = { id: 'user-1', name: 'Dancer' } as OwnUser;

/** Renders one hook and nothing else. */
function Probe({ useHook }: { useHook: () => unknown }) {
  useHook();
  return null;
}

/** The keys (other than the session's own) a hook asks SWR for, rendered for a signed-in dancer. */
const keysReadBy = (useHook: () => unknown): unknown[] => {
  const keys: unknown[] = [];
  const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (key !== null && unstable_serialize(key) !== unstable_serialize(queryKeys.me(TOKEN))) keys.push(key);
    return useSWRNext(key, fetcher, config);
  };
  const store = createStore();
  store.set(accessTokenAtom, TOKEN);
  renderToString(
    createElement(
      JotaiProvider,
      { store },
      createElement(
        SWRConfig,
        {
          value: {
            use: [record],
            provider: () => new Map(),
            fallback: { [unstable_serialize(queryKeys.me(TOKEN))]: DANCER },
          },
        },
        // What the browser renders for the signed-in dancer, not the pre-render pass (which knows no user).
        createElement(BrowserRenderOnServer.Provider, { value: true }, createElement(Probe, { useHook })),
      ),
    ),
  );
  expect(keys).not.toEqual([]);
  return keys;
};

/** Whether every key `useHook` reads is stale after the write. */
const staleAfter = (stale: (key: unknown) => boolean, useHook: () => unknown) =>
  keysReadBy(useHook).every((key) => stale(key));

describe('the invalidation table', () => {
  it('names write operations of the contract only', () => {
    for (const operation of Object.keys(INVALIDATIONS)) {
      const [group, name] = operation.split('.') as [keyof typeof contract, string];
      const endpoint = (contract[group] as Record<string, { method: string }>)[name];
      expect(endpoint?.method, operation).toBeDefined();
      expect(endpoint?.method, operation).not.toBe('GET');
    }
  });

  it.each(['rooms.create', 'rooms.update', 'rooms.delete', 'rooms.uploadPhoto'] as const)(
    '%s makes that studio’s rooms stale, not another’s',
    (operation) => {
      const stale = invalidatedBy(operation, { studioId: 'studio-S' });
      expect(staleAfter(stale, () => useStudioRooms('studio-S'))).toBe(true);
      expect(staleAfter(stale, () => useStudioRooms('studio-T'))).toBe(false);
    },
  );

  it('attendance.create makes the dancer’s upcoming attendances stale', () => {
    const stale = invalidatedBy('attendance.create', { userId: DANCER.id });
    expect(staleAfter(stale, useMyUpcomingAttendances)).toBe(true);
    expect(
      staleAfter(invalidatedBy('attendance.create', { userId: 'someone-else' }), useMyUpcomingAttendances),
    ).toBe(false);
  });

  it('groups.leave makes the dancer’s upcoming attendances and groups stale', () => {
    const stale = invalidatedBy('groups.leave', { userId: DANCER.id });
    expect(staleAfter(stale, useMyUpcomingAttendances)).toBe(true);
    expect(staleAfter(stale, useMyGroups)).toBe(true);
    expect(staleAfter(stale, () => useStudioRooms('studio-S'))).toBe(false);
  });

  it('groups.create makes every list of groups stale, and nothing else', () => {
    const stale = invalidatedBy('groups.create', {});
    expect(staleAfter(stale, () => useStudioGroups('studio-S'))).toBe(true);
    expect(staleAfter(stale, () => useTeacherGroups('teacher-1'))).toBe(true);
    expect(staleAfter(stale, useMyGroups)).toBe(true);
    expect(staleAfter(stale, useMyUpcomingAttendances)).toBe(false);
  });

  it.each(['studios.create', 'studios.update'] as const)(
    '%s (slug taken) asks about the typed slug again',
    (operation) => {
      const stale = invalidatedBy(operation, { studioName: ' salsa-club ' });
      expect(staleAfter(stale, () => useHandleCheck('studioName', 'salsa-club'))).toBe(true);
      expect(staleAfter(stale, () => useHandleCheck('studioName', 'tango-club'))).toBe(false);
      expect(staleAfter(stale, () => useHandleCheck('username', 'salsa-club'))).toBe(false);
    },
  );

  it('leaves reads of one operation apart from another’s with the same arguments', () => {
    const stale = invalidatedBy('rooms.create', { studioId: 'studio-S' });
    expect(staleAfter(stale, () => useRoomsOfStudios([{ id: 'studio-S', name: 'S', studioName: 's' }]))).toBe(
      false,
    );
    expect(staleAfter(stale, () => useStudioBySlug('studio-S'))).toBe(false);
    expect(staleAfter(stale, () => useLesson('studio-S', DANCER.id))).toBe(false);
  });
});
