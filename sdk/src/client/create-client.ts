/**
 * The typed Plié API client, derived from the contract: `client.<group>.<operation>(input)`.
 * No request is written by hand; paths, methods and types all come from the contract (the private
 * `shared` workspace, bundled into the package). `createClientOf` makes the same client for a few
 * operations only, for bundles that count their bytes (the script-tag widgets).
 */
import {
  type AnySchema,
  type EndpointDefinition,
  type ErrorBody,
  fillPath,
  type PathParamNames,
  type PathParams,
  type PlieContract,
  type ResponseOf,
  ROUTES,
  type Route,
  type UploadRule,
} from '@plie/shared';
import type * as v from 'valibot';
import { ApiError } from './api-error';
import { uploadThroughS3 } from './presigned-upload';

type QueryValue = string | number | boolean | undefined;
type Loosen<T> = {
  [K in keyof T]: T[K] extends string ? QueryValue : T[K] extends string | undefined ? QueryValue : T[K];
};

type ParamsPart<E extends EndpointDefinition> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E> };
type QueryPart<E extends EndpointDefinition> = E['query'] extends AnySchema
  ? Record<string, never> extends v.InferInput<E['query']>
    ? { query?: Loosen<v.InferInput<E['query']>> }
    : { query: Loosen<v.InferInput<E['query']>> }
  : { query?: undefined };
type BodyPart<E extends EndpointDefinition> = E['upload'] extends { field: string }
  ? { file: Blob; fileName?: string }
  : E['body'] extends AnySchema
    ? { body: v.InferInput<E['body']> }
    : { body?: undefined };

/** What one call takes: path params, query and body as the contract declares them. */
export type CallInput<E extends EndpointDefinition> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

export type Operation<E extends EndpointDefinition> =
  Record<string, never> extends CallInput<E>
    ? (input?: CallInput<E>, init?: RequestInit) => Promise<ResponseOf<E>>
    : (input: CallInput<E>, init?: RequestInit) => Promise<ResponseOf<E>>;

export type PlieClient = {
  [G in keyof PlieContract]: {
    [O in keyof PlieContract[G]]: PlieContract[G][O] extends EndpointDefinition
      ? Operation<PlieContract[G][O]>
      : never;
  };
};

/** An operation's route exactly as the contract declares it (its literal method and path). */
type ContractRoute<E> = E extends EndpointDefinition
  ? { method: E['method']; path: E['path']; upload?: UploadRule }
  : never;

/**
 * Some of the contract's operations with their routes, each as the contract declares it: a route
 * whose method or path differs from the contract's, or an operation it lacks, does not compile.
 */
export type SomeRoutes = {
  [G in keyof PlieContract]?: { [O in keyof PlieContract[G]]?: ContractRoute<PlieContract[G][O]> };
};

/** The client of the operations in `R` (a `SomeRoutes`): the same methods as `PlieClient`'s. */
export type ClientOf<R> = {
  [G in keyof R & keyof PlieClient]: { [O in keyof R[G] & keyof PlieClient[G]]: PlieClient[G][O] };
};

export interface ClientOptions {
  /** The API origin, e.g. `https://api.plie.dance`; `''` for the same origin. Paths already start with `/api`. */
  baseUrl: string;
  /** The signed-in user's access token, if any. */
  getToken?: () => string | undefined | null;
  /** The language of messages the API sends (e-mails), `en` | `ua` | `pl`. */
  getLanguage?: () => string | undefined;
  fetch?: typeof fetch;
  /**
   * How image uploads travel: `presigned` (default) posts the file straight to S3 through a
   * presigned POST, then hands its key to the upload endpoint — any allowed size; `multipart`
   * sends it in the request to the API (small files only: Lambda takes at most 6 MB a request).
   */
  uploads?: 'presigned' | 'multipart';
}

interface AnyCallInput {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  file?: Blob;
  fileName?: string;
}

const toQueryString = (query: Record<string, QueryValue> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const readError = async (response: Response): Promise<ErrorBody> => {
  const fallback: ErrorBody = {
    statusCode: response.status,
    error: response.statusText || 'Error',
    message: response.statusText || `HTTP ${response.status}`,
  };
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return typeof body?.message === 'string' ? { ...fallback, ...body } : fallback;
  } catch {
    return fallback;
  }
};

/**
 * Creates a client whose methods mirror the contract's groups and operations; image uploads go
 * straight to S3 through a presigned POST unless `uploads: 'multipart'`.
 */
export function createClient(options: ClientOptions): PlieClient {
  return buildClient(ROUTES, options, {
    upload: uploadThroughS3,
    route: ROUTES.uploads.presign,
  }) as PlieClient;
}

/**
 * The client of only the operations in `routes`, without the presigned-upload code (uploads, if any,
 * go as multipart): for bundles that call a few operations and count their bytes — the script-tag
 * widgets, which so carry neither the whole route table nor the upload code.
 */
export function createClientOf<R extends SomeRoutes>(routes: R, options: ClientOptions): ClientOf<R> {
  return buildClient(routes, { ...options, uploads: 'multipart' }, undefined) as ClientOf<R>;
}

function buildClient(
  routes: Partial<Record<string, Partial<Record<string, Route>>>>,
  options: ClientOptions,
  /** How a presigned upload goes: the S3 step and the API's presign endpoint. */
  presigned: { upload: typeof uploadThroughS3; route: Route } | undefined,
): unknown {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, '');

  const call = async (definition: Route, input: AnyCallInput = {}, init: RequestInit = {}) => {
    const url = base + fillPath(definition.path, input.params ?? {}) + toQueryString(input.query);
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    const token = options.getToken?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const language = options.getLanguage?.();
    if (language) headers.set('accept-language', language);
    let body: BodyInit | undefined;
    if (definition.upload && input.file && presigned && options.uploads !== 'multipart') {
      const key = await presigned.upload({
        rule: definition.upload,
        file: input.file,
        id: input.params?.id,
        presign: (presignBody) => call(presigned.route, { body: presignBody }, { signal: init.signal }),
        fetch: doFetch,
      });
      headers.set('content-type', 'application/json');
      body = JSON.stringify({ key });
    } else if (definition.upload && input.file) {
      const form = new FormData();
      form.set(definition.upload.field, input.file, input.fileName ?? definition.upload.field);
      body = form;
    } else if (input.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(input.body);
    }
    const response = await doFetch(url, { ...init, method: definition.method, headers, body });
    if (!response.ok) throw new ApiError(response.status, await readError(response));
    if (response.status === 204) return undefined;
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };

  const client: Record<string, Record<string, unknown>> = {};
  // Only the route table (methods, paths) ships to browsers; the schemas stay in the types.
  for (const [group, operations] of Object.entries(routes)) {
    const methods: Record<string, unknown> = {};
    for (const [operation, definition] of Object.entries(operations as Record<string, Route>)) {
      methods[operation] = (input?: AnyCallInput, init?: RequestInit) => call(definition, input, init);
    }
    client[group] = methods;
  }
  return client;
}
