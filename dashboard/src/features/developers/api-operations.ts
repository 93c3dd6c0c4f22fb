/**
 * The operations of the API's OpenAPI document (`GET /api/openapi.json`, built by
 * `shared/src/contract/openapi.ts`), grouped for the reference of the developers page. The document
 * comes over the network, so it is read defensively: anything unexpected is skipped, never a crash.
 */
import type { AuthLevel } from '@plie/shared';

export type ApiAuth = AuthLevel;

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  auth: ApiAuth;
}

export interface ApiOperationGroup {
  /** The operations' tag (the contract's group: `attendance`, `studios`…). */
  tag: string;
  operations: ApiOperation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const AUTH_LEVELS: readonly string[] = ['public', 'user', 'confirmed', 'platformAdmin'] satisfies AuthLevel[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Who may call an operation: the contract's `x-plie-auth` when present; otherwise from `security`
 * (an empty requirement among them means no credential is needed).
 */
export const authOf = (operation: Record<string, unknown>): ApiAuth => {
  const declared = operation['x-plie-auth'];
  if (typeof declared === 'string' && AUTH_LEVELS.includes(declared)) return declared as ApiAuth;
  const security = operation.security;
  if (!Array.isArray(security) || security.length === 0) return 'public';
  return security.some((requirement) => isRecord(requirement) && Object.keys(requirement).length === 0)
    ? 'public'
    : 'user';
};

/** `/api/lesson-group/{id}` → `lesson-group`: the group of an operation without tags. */
const firstSegment = (path: string): string =>
  path
    .replace(/^\/api\//, '/')
    .split('/')
    .find(Boolean) ?? 'api';

/** The operations by tag, in the order of the document's `tags`, then any other tag as met. */
export const apiOperationGroups = (document: unknown): ApiOperationGroup[] => {
  if (!isRecord(document) || !isRecord(document.paths)) return [];
  const groups = new Map<string, ApiOperation[]>();
  if (Array.isArray(document.tags)) {
    for (const tag of document.tags) {
      if (isRecord(tag) && typeof tag.name === 'string') groups.set(tag.name, []);
    }
  }
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const tags = operation.tags;
      const tag = Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : firstSegment(path);
      const summary = typeof operation.summary === 'string' ? operation.summary : '';
      const list = groups.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, summary, auth: authOf(operation) });
      groups.set(tag, list);
    }
  }
  return [...groups]
    .filter(([, operations]) => operations.length > 0)
    .map(([tag, operations]) => ({ tag, operations }));
};
