/**
 * The backend's layers and the order its domains stand in (ADR 0012), and the reader that checks
 * the real imports against them. From the bottom: `shared`, then `errors.ts`, `config.ts`, `db/`,
 * `services/` and `http/handler.ts` (what a handler is); then the domains in `DOMAIN_ORDER`, each
 * importing only itself and those before it; then `workflows/`, the work that runs against that
 * order (keeping lesson copies in sync, deleting a studio or an account, the purge); then the
 * handler modules (`handlers.ts`, `*-handlers.ts` in each domain folder: the API edge, which may
 * compose any domain and workflow); then `lambdas/` and `local/`, which nothing below imports.
 *
 * Used by `domain-graph.test.ts` only (it reads source files; no Lambda imports it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The domains, lowest first: each may import only itself and the domains before it. */
export const DOMAIN_ORDER = [
  'locations',
  'meta',
  'accounts',
  'studios',
  'styles',
  'rooms',
  'uploads',
  'lessons',
  'attendance',
  'groups',
] as const;

/**
 * Imports that break the layering today and are on their way out, each with its reason and its
 * way out. The test fails when one is no longer needed, so this list only shrinks.
 */
export const PENDING_EXCEPTIONS: Record<string, string> = {};

/** The order as the ADR writes it: `locations → meta → … → groups`. */
export const writtenDomainOrder = (): string => DOMAIN_ORDER.join(' → ');

/** What a module is, by where it lives. */
export type ModuleKind =
  | { layer: 'domain'; domain: string }
  | { layer: 'handlers'; domain: string }
  | { layer: 'workflows' }
  | { layer: 'below' }
  | { layer: 'edge' }
  | { layer: 'other' };

/** Paths are relative to `functions/src`, with `/` separators and without the `.ts`. */
export interface ModuleImports {
  module: string;
  imports: string[];
}

const HANDLER_MODULE = /(^|-)handlers$/;

/** The layer of a module (a path relative to `functions/src`, without `.ts`). */
export const kindOf = (module: string): ModuleKind => {
  const parts = module.split('/');
  const [top, domain] = parts;
  if (top === 'domains' && domain !== undefined && parts.length > 2) {
    const base = parts[parts.length - 1] ?? '';
    return HANDLER_MODULE.test(base) ? { layer: 'handlers', domain } : { layer: 'domain', domain };
  }
  if (top === 'workflows') return { layer: 'workflows' };
  if (top === 'lambdas' || top === 'local' || module === 'http/dispatcher') return { layer: 'edge' };
  if (
    top === 'db' ||
    top === 'services' ||
    module === 'errors' ||
    module === 'config' ||
    module === 'http/handler'
  )
    return { layer: 'below' };
  return { layer: 'other' };
};

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The relative imports of one source text, as paths relative to `functions/src`. */
export const importsOf = (module: string, source: string): string[] => {
  const found = new Set<string>();
  for (const match of source.matchAll(IMPORT_SPECIFIER)) {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('.')) continue;
    found.add(
      path.posix.normalize(path.posix.join(path.posix.dirname(module), specifier)).replace(/\.ts$/, ''),
    );
  }
  return [...found];
};

const moduleOf = (sourceRoot: string, file: string): ModuleImports => {
  const module = file.split(path.sep).join('/').replace(/\.ts$/, '');
  return { module, imports: importsOf(module, readFileSync(path.join(sourceRoot, file), 'utf8')) };
};

/**
 * Every non-test `.ts` module of the given entries of `functions/src` (a folder, read through, or
 * one `x.ts` file), with its relative imports.
 */
export const readModules = (sourceRoot: string, entries: string[]): ModuleImports[] =>
  entries.flatMap((entry) =>
    entry.endsWith('.ts')
      ? [moduleOf(sourceRoot, entry)]
      : readdirSync(path.join(sourceRoot, entry), { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
          .map((file) => moduleOf(sourceRoot, path.join(entry, file))),
  );

const rankOf = (domain: string, order: readonly string[]) => order.indexOf(domain);

/** One broken rule, written for the reader of a failing test. */
const describeEdge = (from: string, to: string, why: string) => `${from} → ${to}: ${why}`;

/** The import an explanation of `layeringViolations` is about (`from → to`). */
export const edgeOf = (violation: string): string => violation.slice(0, violation.indexOf(':'));

/** The imports that break the layering, each explained; empty when the graph is one-way. */
export const layeringViolations = (
  modules: ModuleImports[],
  order: readonly string[] = DOMAIN_ORDER,
): string[] =>
  modules.flatMap(({ module, imports }) => {
    const from = kindOf(module);
    return imports.flatMap((target) => {
      const to = kindOf(target);
      if (to.layer === 'edge') {
        return from.layer === 'edge' || from.layer === 'other'
          ? []
          : [describeEdge(module, target, 'nothing below lambdas/local imports them or the dispatcher')];
      }
      if (from.layer === 'domain') {
        if (to.layer === 'workflows')
          return [describeEdge(module, target, 'a domain never imports workflows')];
        if (to.layer === 'handlers')
          return [describeEdge(module, target, 'a domain never imports handler modules')];
        if (to.layer === 'domain' && to.domain !== from.domain) {
          if (rankOf(from.domain, order) < 0)
            return [describeEdge(module, target, `${from.domain} is not in the order`)];
          if (rankOf(to.domain, order) < 0)
            return [describeEdge(module, target, `${to.domain} is not in the order`)];
          if (rankOf(to.domain, order) > rankOf(from.domain, order))
            return [describeEdge(module, target, `${to.domain} stands above ${from.domain}`)];
        }
      }
      if (from.layer === 'workflows' && to.layer === 'handlers')
        return [describeEdge(module, target, 'workflows never import handler modules')];
      if (from.layer === 'below' && ['domain', 'handlers', 'workflows'].includes(to.layer))
        return [describeEdge(module, target, 'the layers below the domains import none of them')];
      return [];
    });
  });

/** Cycles between domain folders, through domain modules (each cycle once, as `a → b → a`). */
export const domainFolderCycles = (modules: ModuleImports[]): string[] => {
  const edges = new Map<string, Set<string>>();
  for (const { module, imports } of modules) {
    const from = kindOf(module);
    if (from.layer !== 'domain') continue;
    for (const target of imports) {
      const to = kindOf(target);
      if (to.layer !== 'domain' || to.domain === from.domain) continue;
      edges.set(from.domain, (edges.get(from.domain) ?? new Set()).add(to.domain));
    }
  }
  const cycles = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    const seen = trail.indexOf(folder);
    if (seen >= 0) {
      const loop = trail.slice(seen);
      const start = loop.indexOf([...loop].sort()[0] ?? folder);
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...rotated, rotated[0]].join(' → '));
      return;
    }
    for (const next of edges.get(folder) ?? []) walk(next, [...trail, folder]);
  };
  for (const folder of edges.keys()) walk(folder, []);
  return [...cycles].sort();
};
