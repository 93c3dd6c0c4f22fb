import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOMAIN_ORDER,
  domainFolderCycles,
  edgeOf,
  importsOf,
  kindOf,
  layeringViolations,
  type ModuleImports,
  PENDING_EXCEPTIONS,
  readModules,
  writtenDomainOrder,
} from './domain-graph';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');
const ADR = path.resolve(SOURCE_ROOT, '..', '..', 'docs', 'decisions', '0012-domain-layers.md');

/** The backend as it is: the domains, the workflows, and the layers below them. */
const backend = () =>
  readModules(SOURCE_ROOT, [
    'domains',
    'workflows',
    'db',
    'services',
    'errors.ts',
    'config.ts',
    'http/handler.ts',
  ]);

const domainFolders = () =>
  readdirSync(path.join(SOURCE_ROOT, 'domains'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('the domain graph (ADR 0012)', () => {
  it('has every domain folder in the documented order, and nothing else', () => {
    expect([...DOMAIN_ORDER].sort()).toEqual(domainFolders().sort());
  });

  it('is the order the ADR writes down', () => {
    expect(readFileSync(ADR, 'utf8')).toContain(writtenDomainOrder());
  });

  it('has no domain, workflow or lower layer importing against the order', () => {
    const violations = layeringViolations(backend()).filter(
      (violation) => !(edgeOf(violation) in PENDING_EXCEPTIONS),
    );
    expect(violations).toEqual([]);
  });

  it('still needs each pending exception (drop one once its import is gone)', () => {
    const edges = layeringViolations(backend()).map(edgeOf);
    expect(Object.keys(PENDING_EXCEPTIONS).filter((edge) => !edges.includes(edge))).toEqual([]);
  });

  it('has no cycle between domain folders', () => {
    expect(domainFolderCycles(backend())).toEqual([]);
  });

  it('reads the modules it checks (a reader that finds nothing would pass anything)', () => {
    const modules = backend();
    const lessonRepository = modules.find((entry) => entry.module === 'domains/lessons/lesson-repository');
    expect(lessonRepository?.imports).toContain('domains/rooms/room-repository');
    expect(modules.some((entry) => entry.module.startsWith('workflows/'))).toBe(true);
  });
});

describe('the layering rules', () => {
  const graph = (edges: Record<string, string[]>): ModuleImports[] =>
    Object.entries(edges).map(([module, imports]) => ({ module, imports }));

  it('refuse a domain importing a domain above it', () => {
    expect(
      layeringViolations(
        graph({ 'domains/studios/studio-repository': ['domains/lessons/lesson-repository'] }),
      ),
    ).toEqual([
      'domains/studios/studio-repository → domains/lessons/lesson-repository: lessons stands above studios',
    ]);
  });

  it('allow a domain importing itself and the domains below it', () => {
    expect(
      layeringViolations(
        graph({
          'domains/lessons/lesson-context': [
            'domains/studios/studio-repository',
            'domains/lessons/lesson-repository',
          ],
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    ['workflows/lesson-sync', 'a domain never imports workflows'],
    ['domains/studios/handlers', 'a domain never imports handler modules'],
    ['lambdas/auth', 'nothing below lambdas/local imports them or the dispatcher'],
    ['local/start', 'nothing below lambdas/local imports them or the dispatcher'],
    ['http/dispatcher', 'nothing below lambdas/local imports them or the dispatcher'],
  ])('refuse a domain module importing %s', (target, why) => {
    expect(layeringViolations(graph({ 'domains/rooms/room-repository': [target] }))).toEqual([
      `domains/rooms/room-repository → ${target}: ${why}`,
    ]);
  });

  it('let handler modules compose workflows and any domain, but not the lambdas', () => {
    expect(
      layeringViolations(
        graph({
          'domains/accounts/handlers': ['workflows/account-deletion', 'domains/studios/my-studios'],
          'domains/rooms/handlers': ['lambdas/rooms'],
        }),
      ),
    ).toEqual([
      'domains/rooms/handlers → lambdas/rooms: nothing below lambdas/local imports them or the dispatcher',
    ]);
  });

  it('refuse a workflow importing a handler module, and a lower layer importing a domain', () => {
    expect(
      layeringViolations(
        graph({
          'workflows/account-deletion': ['domains/accounts/user-handlers'],
          'services/authenticate': ['domains/accounts/user-repository'],
          'db/paging': ['http/dispatcher'],
        }),
      ),
    ).toEqual([
      'workflows/account-deletion → domains/accounts/user-handlers: workflows never import handler modules',
      'services/authenticate → domains/accounts/user-repository: the layers below the domains import none of them',
      'db/paging → http/dispatcher: nothing below lambdas/local imports them or the dispatcher',
    ]);
  });

  it('find a cycle between domain folders, however long', () => {
    expect(
      domainFolderCycles(
        graph({
          'domains/studios/studio-deletion': ['domains/lessons/lesson-sync'],
          'domains/lessons/lesson-sync': ['domains/rooms/room-repository'],
          'domains/rooms/room-repository': ['domains/studios/studio-repository'],
          'domains/groups/group-view': ['domains/lessons/lesson-repository'],
        }),
      ),
    ).toEqual(['lessons → rooms → studios → lessons']);
  });

  it('read static, type-only, re-exported and dynamic imports, relative to the module', () => {
    const source = [
      "import { a } from './a';",
      "import type {\n  B,\n} from '../lessons/b';",
      "export { c } from '../../db/c';",
      "const d = await import('../../workflows/d');",
      "import 'node:fs';",
      "import { e } from '@plie/shared';",
    ].join('\n');
    expect(importsOf('domains/studios/x', source)).toEqual([
      'domains/studios/a',
      'domains/lessons/b',
      'db/c',
      'workflows/d',
    ]);
  });

  it.each([
    ['domains/accounts/user-repository', 'domain'],
    ['domains/accounts/handlers', 'handlers'],
    ['domains/studios/member-handlers', 'handlers'],
    ['workflows/lesson-sync', 'workflows'],
    ['services/tokens', 'below'],
    ['errors', 'below'],
    ['http/handler', 'below'],
    ['http/dispatcher', 'edge'],
  ])('know %s as a %s module', (module, layer) => {
    expect(kindOf(module).layer).toBe(layer);
  });
});
