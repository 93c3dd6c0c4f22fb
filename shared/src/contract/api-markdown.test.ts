import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_REFERENCE_PATH } from '../../scripts/generated-paths';
import { describeJsonSchemaType, renderApiReference } from './api-markdown';
import { contract, endpoints } from './index';
import type { JsonSchema } from './json-schema';

describe('the Markdown API reference', () => {
  const text = renderApiReference(contract);

  it('lists every endpoint with its method, path and auth', () => {
    for (const endpoint of endpoints) {
      expect(text).toContain(`### \`${endpoint.name}\``);
      expect(text).toContain(`\`${endpoint.method} ${endpoint.path}\` · auth: **${endpoint.auth}**`);
    }
  });

  it('documents body and query fields', () => {
    expect(text).toContain('| `termsAccepted` | true | yes |');
    expect(text).toContain('| `isVerified` | "true" \\| "false" | yes |');
    expect(text).toContain('one png or jpeg file in field `banner`, at most 8000000 bytes');
  });

  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', format: 'date' }, 'string (date)'],
    [{ enum: ['en', 'ua'] }, '"en" | "ua"'],
    [{ type: 'array', items: { type: 'integer' } }, 'integer[]'],
    [{ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, '(string | null)[]'],
    [{ $ref: '#/components/schemas/Lesson' }, '[Lesson](#lesson)'],
    [{ const: true }, 'true'],
  ] satisfies [JsonSchema, string][])('writes the type %j as %s', (schema, expected) => {
    expect(describeJsonSchemaType(schema)).toBe(expected);
  });

  it('is up to date in docs/api.md (run `npm run contract:generate` after changing the contract)', () => {
    expect(readFileSync(API_REFERENCE_PATH, 'utf8')).toBe(text);
  });
});
