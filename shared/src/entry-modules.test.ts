/**
 * The modules of this package that the dashboard's entry evaluates before anything else on a phone
 * (the start language: `embedLanguageOf`, the route table, the pre-rendered pages' names) build no
 * validation schema: following their imports, none reaches valibot (issue #18: it was a third of the
 * entry's evaluation, for a pattern of usernames).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = import.meta.dirname;

/** Every module `file` reaches by its value imports (type-only ones are erased), with the packages they name. */
const reachedFrom = (file: string) => {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (module: string) => {
    if (modules.has(module)) return;
    modules.add(module);
    const text = readFileSync(module, 'utf8');
    for (const [, typeOnly, specifier] of text.matchAll(
      /^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm,
    )) {
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(module), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(path.join(SOURCE, file));
  return { modules: [...modules].map((module) => path.relative(SOURCE, module)), packages: [...packages] };
};

describe("the modules the dashboard's entry evaluates", () => {
  it.each(['prerendered-pages.ts', 'web-routes.ts', 'web-paths.ts', 'locale.ts', 'constants.ts'])(
    '%s reaches no validation schema',
    (file) => {
      const { modules, packages } = reachedFrom(file);
      expect(packages).not.toContain('valibot');
      expect(
        modules.filter(
          (module) => module.startsWith('validation/') && module !== 'validation/username-pattern.ts',
        ),
      ).toEqual([]);
    },
  );

  it('finds the imports it follows (the route table reaches the username pattern)', () => {
    expect(reachedFrom('web-routes.ts').modules).toContain('validation/username-pattern.ts');
    expect(reachedFrom('validation/username.ts').packages).toContain('valibot');
  });
});
