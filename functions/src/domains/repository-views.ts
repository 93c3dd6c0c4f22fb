/**
 * Repositories return records; views shape answers (ADR 0014, "Records and views"). A
 * `*-repository.ts` stores and reads what is stored (`<Entity>Record`s) and knows nothing of the
 * API's answers: it imports no `*-view` module and none of the contract's response shapes from
 * `@plie/shared`. A handler module maps records through a view (`<entity>-view.ts` beside the
 * repository) instead of writing its own `to<Shape>` mapper. This module reads the rules off the
 * sources and the contract; `repository-views.test.ts` applies them to the backend.
 *
 * The response shapes are derived from the contract itself: every named schema of `@plie/shared`
 * that an endpoint answers (whole, in a list, in a page, or as a property of its answer), with the
 * type of the same name without `Schema` (`LessonSchema` → `Lesson`). Value shapes an answer only
 * nests (an address, a studio's summary) are stored too, so a record may use them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from './domain-graph';

/** One module of the backend: its path relative to `functions/src` (without `.ts`) and its text. */
export interface ModuleSource {
  module: string;
  source: string;
}

interface SchemaLike {
  type?: string;
  item?: unknown;
  entries?: Record<string, unknown>;
  wrapped?: unknown;
  options?: unknown[];
}

const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/**
 * The names of the contract's response shapes: each named schema (`exports`, the shared package's
 * exports) an endpoint's `response` is, lists, pages or holds as a property, and its type's name.
 */
export const responseShapeNames = (
  responses: readonly unknown[],
  exports: Record<string, unknown>,
): Set<string> => {
  const nameOf = new Map<unknown, string>();
  for (const [name, value] of Object.entries(exports))
    if (name.endsWith('Schema') && isSchema(value) && !nameOf.has(value)) nameOf.set(value, name);
  const names = new Set<string>();
  const walk = (schema: unknown) => {
    if (!isSchema(schema)) return;
    const name = nameOf.get(schema);
    if (name) {
      names.add(name);
      names.add(name.slice(0, -'Schema'.length));
      return;
    }
    for (const inner of [schema.item, schema.wrapped, ...(schema.options ?? [])]) walk(inner);
    for (const inner of Object.values(schema.entries ?? {})) walk(inner);
  };
  for (const response of responses) walk(response);
  return names;
};

const SHARED_IMPORT = /import\s+(type\s+)?(\*\s+as\s+\w+|\{([^}]*)\})\s*from\s*['"]@plie\/shared['"]/g;

/** The names a module imports from `@plie/shared` (`*` for a namespace import). */
export const sharedImportsOf = (source: string): string[] =>
  [...source.matchAll(SHARED_IMPORT)].flatMap((match) =>
    match[3] === undefined
      ? ['*']
      : match[3]
          .split(',')
          .map((name) =>
            name
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]!
              .trim(),
          )
          .filter(Boolean),
  );

const baseOf = (module: string) => module.slice(module.lastIndexOf('/') + 1);
const isRepository = (module: string) => baseOf(module).endsWith('-repository');
const isView = (module: string) => baseOf(module).endsWith('-view');
const isHandlerModule = (module: string) => /(^|-)handlers$/.test(baseOf(module));

/** A mapper to an answer's shape: `const toLesson = (`, `function toRoom(`. */
const OWN_MAPPER = /(?:\bconst\s+|\bfunction\s+)(to[A-Z]\w*)\s*(?:=|\()/g;

/** Every broken rule, written for the reader of a failing test; empty when the rules hold. */
export const recordViewViolations = (
  modules: readonly ModuleSource[],
  responseNames: Set<string>,
): string[] =>
  modules.flatMap(({ module, source }) => {
    if (isRepository(module)) {
      const views = importsOf(module, source)
        .filter(isView)
        .map((view) => `${module} → ${view}: a repository never imports a view`);
      const shapes = sharedImportsOf(source)
        .filter((name) => name === '*' || responseNames.has(name))
        .map((name) =>
          name === '*'
            ? `${module} imports @plie/shared whole: a repository names what it uses (no response shapes)`
            : `${module} imports ${name} from @plie/shared: a response shape belongs in a view`,
        );
      return [...views, ...shapes];
    }
    if (isHandlerModule(module))
      return [...source.matchAll(OWN_MAPPER)].map(
        (match) => `${module} defines ${match[1]}: a handler maps records through a view (*-view.ts)`,
      );
    return [];
  });

/** Every non-test `.ts` module under `functions/src/<folder>`, with its text. */
export const readSources = (sourceRoot: string, folder: string): ModuleSource[] =>
  readdirSync(path.join(sourceRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => ({
      module: path.join(folder, file).split(path.sep).join('/').replace(/\.ts$/, ''),
      source: readFileSync(path.join(sourceRoot, folder, file), 'utf8'),
    }));
