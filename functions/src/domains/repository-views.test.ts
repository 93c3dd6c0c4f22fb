import path from 'node:path';
import * as shared from '@plie/shared';
import { contract, listEndpoints } from '@plie/shared';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type ModuleSource, readSources, recordViewViolations, responseShapeNames } from './repository-views';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');

/** The names of the shapes the API answers, read off the contract. */
const contractShapes = () =>
  responseShapeNames(
    listEndpoints(contract).map((endpoint) => endpoint.response),
    shared as unknown as Record<string, unknown>,
  );

describe('records and views (ADR 0014)', () => {
  it('has no repository importing a view or a response shape, and no handler with its own mapper', () => {
    expect(recordViewViolations(readSources(SOURCE_ROOT, 'domains'), contractShapes())).toEqual([]);
  });

  it('reads the shapes and the modules it checks (a reader that finds nothing would pass anything)', () => {
    const shapes = contractShapes();
    for (const name of ['Lesson', 'Room', 'Studio', 'OwnUser', 'PublicUser', 'Attendance', 'GroupMember'])
      expect(shapes).toContain(name);
    for (const name of ['UserListItem', 'StudioMember', 'StudioInvite', 'LessonGroup', 'LessonSchema'])
      expect(shapes).toContain(name);
    // Values an answer only nests are stored as they are: a record may hold them.
    for (const name of ['Address', 'StudioSummary', 'UserSummary', 'Language'])
      expect(shapes).not.toContain(name);
    const repositories = readSources(SOURCE_ROOT, 'domains').filter(({ module }) =>
      module.endsWith('-repository'),
    );
    expect(repositories.map(({ module }) => module)).toEqual(
      expect.arrayContaining([
        'domains/accounts/user-repository',
        'domains/groups/group-member-repository',
        'domains/lessons/lesson-repository',
      ]),
    );
  });
});

describe('the record and view rules', () => {
  const Thing = v.object({ id: v.string() });
  const Nested = v.object({ city: v.string() });
  const Holder = v.object({ id: v.string(), nested: Nested });
  const exports = { ThingSchema: Thing, NestedSchema: Nested, HolderSchema: Holder };
  const names = responseShapeNames(
    [Thing, v.array(Holder), v.object({ items: v.array(Thing), nextCursor: v.nullable(v.string()) })],
    exports,
  );
  const check = (module: string, source: string) =>
    recordViewViolations([{ module, source } satisfies ModuleSource], names);

  it('take an answered schema and its type, whole, listed or paged, but not what it nests', () => {
    expect([...names].sort()).toEqual(['Holder', 'HolderSchema', 'Thing', 'ThingSchema']);
  });

  it('refuse a repository importing a response shape, by type or schema, or shared as a whole', () => {
    expect(check('domains/a/thing-repository', "import type { Nested, Thing } from '@plie/shared';")).toEqual(
      ['domains/a/thing-repository imports Thing from @plie/shared: a response shape belongs in a view'],
    );
    expect(
      check('domains/a/thing-repository', "import { HolderSchema as H } from '@plie/shared';"),
    ).toHaveLength(1);
    expect(check('domains/a/thing-repository', "import * as shared from '@plie/shared';")).toHaveLength(1);
  });

  it('refuse a repository importing a view, its own or another domain’s', () => {
    expect(check('domains/b/other-repository', "import { toThing } from '../a/thing-view';")).toEqual([
      'domains/b/other-repository → domains/a/thing-view: a repository never imports a view',
    ]);
  });

  it('refuse a handler module writing its own mapper, and let views and other modules map', () => {
    const mapper = 'const toThing = (record: ThingRecord): Thing => ({ id: record.id });';
    expect(check('domains/a/handlers', mapper)).toEqual([
      'domains/a/handlers defines toThing: a handler maps records through a view (*-view.ts)',
    ]);
    expect(check('domains/a/member-handlers', `function toThing(record) {}`)).toHaveLength(1);
    expect(check('domains/a/thing-view', mapper)).toEqual([]);
    expect(check('domains/a/thing-search', "import type { Thing } from '@plie/shared';")).toEqual([]);
  });

  it('let a repository import stored value shapes and rules', () => {
    expect(
      check('domains/a/thing-repository', "import { type Nested, isVisible } from '@plie/shared';\n"),
    ).toEqual([]);
  });
});
