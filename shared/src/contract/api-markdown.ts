/**
 * The Markdown API reference (`docs/api.md`), generated from the contract so it cannot drift:
 * per group, each endpoint's method, path, auth, summary, parameters, body and response, then the
 * named schemas the responses reference. `npm run contract:generate` writes it; a test fails when stale.
 */

import { type Contract, listEndpoints, type NamedEndpoint, pathParamNames } from './endpoint';
import {
  COMPONENT_REF_PREFIX,
  componentJsonSchemas,
  type JsonSchema,
  requestJsonSchema,
  responseJsonSchema,
} from './json-schema';

type Definition = JsonSchema | boolean;

const escapeCell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const anchorOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A short type expression: `string`, `integer`, `'en' | 'ua'`, `Lesson[]`, `object`. */
export const describeJsonSchemaType = (schema: Definition): string => {
  if (typeof schema === 'boolean') return schema ? 'any' : 'never';
  if (schema.$ref?.startsWith(COMPONENT_REF_PREFIX)) {
    const name = schema.$ref.slice(COMPONENT_REF_PREFIX.length);
    return `[${name}](#${anchorOf(name)})`;
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(describeJsonSchemaType).join(' | ');
  if (schema.type === 'array') {
    const items = Array.isArray(schema.items) ? 'any' : describeJsonSchemaType(schema.items ?? true);
    return items.includes(' ') ? `(${items})[]` : `${items}[]`;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
};

/** Constraints worth a reader's attention: lengths, ranges, pattern, default, description. */
const describeNotes = (schema: Definition): string => {
  if (typeof schema === 'boolean') return '';
  const notes: string[] = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    notes.push(`${schema.minLength}–${schema.maxLength} chars`);
  } else if (schema.minLength !== undefined) {
    notes.push(`≥ ${schema.minLength} chars`);
  } else if (schema.maxLength !== undefined) {
    notes.push(`≤ ${schema.maxLength} chars`);
  }
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    notes.push(`${schema.minimum}–${schema.maximum}`);
  } else if (schema.minimum !== undefined) {
    notes.push(`≥ ${schema.minimum}`);
  } else if (schema.maximum !== undefined) {
    notes.push(`≤ ${schema.maximum}`);
  }
  if (schema.minItems !== undefined) notes.push(`≥ ${schema.minItems} items`);
  if (schema.maxItems !== undefined) notes.push(`≤ ${schema.maxItems} items`);
  if (schema.pattern !== undefined) notes.push(`pattern \`${schema.pattern}\``);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) notes.push(schema.description);
  return notes.join('; ');
};

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

/** Rows for an object's fields, nested objects (and arrays of objects) flattened as `a.b` / `a[].b`. */
const fieldRows = (schema: JsonSchema, prefix = ''): FieldRow[] =>
  Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const required = (schema.required ?? []).includes(name);
    if (typeof property !== 'boolean' && property.type === 'object' && property.properties) {
      return [
        { name: path, type: 'object', required, notes: describeNotes(property) },
        ...fieldRows(property, `${path}.`),
      ];
    }
    const items =
      typeof property !== 'boolean' && !Array.isArray(property.items) ? property.items : undefined;
    if (items && typeof items !== 'boolean' && items.type === 'object' && items.properties) {
      return [
        { name: path, type: 'object[]', required, notes: describeNotes(property) },
        ...fieldRows(items, `${path}[].`),
      ];
    }
    return [{ name: path, type: describeJsonSchemaType(property), required, notes: describeNotes(property) }];
  });

const fieldTable = (rows: FieldRow[]): string[] => [
  '| Field | Type | Required | Notes |',
  '| --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| \`${row.name}\` | ${escapeCell(row.type)} | ${row.required ? 'yes' : 'no'} | ${escapeCell(row.notes)} |`,
  ),
];

const describeResponse = (endpoint: NamedEndpoint): string[] => {
  if (endpoint.redirect) return ['**Response:** `302` redirect (`Location` header).'];
  const status = endpoint.status ?? 200;
  const schema = responseJsonSchema(endpoint.response);
  if (schema.type === 'object' && schema.properties) {
    return [`**Response \`${status}\`:**`, '', ...fieldTable(fieldRows(schema))];
  }
  return [`**Response \`${status}\`:** ${describeJsonSchemaType(schema)}`];
};

const describeEndpoint = (endpoint: NamedEndpoint): string[] => {
  const lines = [
    `### \`${endpoint.name}\``,
    '',
    `\`${endpoint.method} ${endpoint.path}\` · auth: **${endpoint.auth}** · domain: ${endpoint.domain}`,
    '',
    endpoint.summary,
    '',
  ];
  const params = pathParamNames(endpoint.path);
  if (params.length > 0) {
    lines.push(`**Path:** ${params.map((name) => `\`${name}\``).join(', ')}`, '');
  }
  if (endpoint.query) {
    lines.push('**Query:**', '', ...fieldTable(fieldRows(requestJsonSchema(endpoint.query))), '');
  }
  if (endpoint.upload) {
    lines.push(
      `**Body (multipart/form-data):** one png or jpeg file in field \`${endpoint.upload.field}\`, ` +
        `at most ${endpoint.upload.maxBytes} bytes; or **(JSON)** \`{ "key": "…" }\`, the key of the same ` +
        `image uploaded with a presigned POST (\`POST /api/uploads\`, target \`${endpoint.upload.target}\`).`,
      '',
    );
  }
  if (endpoint.body) {
    const body = requestJsonSchema(endpoint.body);
    lines.push('**Body (JSON):**', '', ...fieldTable(fieldRows(body)), '');
  }
  lines.push(...describeResponse(endpoint), '');
  return lines;
};

/** The whole reference, deterministic (same contract → same text). */
export const renderApiReference = (contract: Contract): string => {
  const endpoints = listEndpoints(contract);
  const groups = Object.keys(contract);
  const components = componentJsonSchemas();
  const lines = [
    '# Plié API reference',
    '',
    '<!-- Generated from shared/src/contract by `npm run contract:generate`. Do not edit by hand. -->',
    '',
    'Every path starts with `/api`. Bodies are JSON unless marked multipart. The OpenAPI 3.1 document ' +
      'is served at `GET /api/openapi.json`.',
    '',
    '**Auth levels:** `public` (no credential; a bearer token, when sent, identifies the caller), ' +
      '`user` (a signed-in user’s bearer token), `confirmed` (a user with a confirmed e-mail), ' +
      '`platformAdmin`. Per-record rights (e.g. “the studio’s admins”) are in each summary.',
    '',
    '**Errors** have one shape: `{ statusCode, error, message, fields? }`; `message` is a stable key or ' +
      'the product’s literal text, `fields` maps a field to its message on validation errors (400).',
    '',
    `## Contents (${endpoints.length} endpoints)`,
    '',
    ...groups.map((group) => {
      const names = endpoints.filter((endpoint) => endpoint.name.startsWith(`${group}.`));
      return `- [${group}](#${anchorOf(group)}): ${names.map((endpoint) => `\`${endpoint.method} ${endpoint.path}\``).join(', ')}`;
    }),
    '- [Schemas](#schemas)',
    '',
  ];
  for (const group of groups) {
    lines.push(`## ${group}`, '');
    for (const endpoint of endpoints.filter((candidate) => candidate.name.startsWith(`${group}.`))) {
      lines.push(...describeEndpoint(endpoint));
    }
  }
  lines.push('## Schemas', '');
  for (const [name, schema] of Object.entries(components).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`### ${name}`, '', ...fieldTable(fieldRows(schema)), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
};
