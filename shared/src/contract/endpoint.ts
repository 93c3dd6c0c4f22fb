/**
 * The shape of one API operation. Every endpoint of the product is declared once, as data,
 * with this type; the dispatcher (functions), the typed client (sdk), the API Gateway routes
 * (infra) and the OpenAPI document are all derived from these declarations.
 */
import type * as v from 'valibot';
import type { DomainErrorCode, ErrorCode, GenericErrorCode } from '../errors/error-code';
import type { RuleErrorCode } from '../errors/rule-codes';
import type { UploadRule } from './uploads';

/** Who may call: anyone, any signed-in user, a user with a confirmed e-mail, a platform admin. */
export type AuthLevel = 'public' | 'user' | 'confirmed' | 'platformAdmin';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One Lambda per domain (ARCHITECTURE §3); `meta` serves the API's own documents. */
export const DOMAINS = [
  'auth',
  'users',
  'studios',
  'rooms',
  'lessons',
  'attendance',
  'groups',
  'locations',
  'admin',
  'meta',
] as const;
export type Domain = (typeof DOMAINS)[number];

// biome-ignore lint/suspicious/noExplicitAny: schemas of any input/output shape
export type AnySchema = v.GenericSchema<any, any>;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Full path with the `/api` prefix and `{param}` placeholders, e.g. `/api/city/{country}`. */
  path: `/api/${string}`;
  auth: AuthLevel;
  domain: Domain;
  /** One line for the API reference. */
  summary: string;
  /**
   * Path parameters (an object schema keyed by the `{param}` names), validated from strings;
   * when absent, every `{param}` gets the default rule of `paramsSchemaOf` (contract/common.ts).
   */
  params?: AnySchema;
  /** Query string, validated from strings (use valibot transforms for numbers/booleans). */
  query?: AnySchema;
  /** JSON body. */
  body?: AnySchema;
  /**
   * An image upload: a multipart/form-data file in `field`, or JSON `{ key }` naming an object
   * uploaded with a presigned POST for `target` (contract/uploads.ts); at most `maxBytes` either way.
   */
  upload?: UploadRule;
  /** The JSON body of a successful response. */
  response: AnySchema;
  /** Status of a successful response (default 200). */
  status?: 200 | 201 | 202 | 204;
  /** The endpoint answers a browser navigation with a redirect (e.g. the Google sign-in). */
  redirect?: true;
  /**
   * The error codes this endpoint may answer beyond the implied ones (`ImpliedErrorCode`: the
   * generic codes and the shared rules' codes, which any endpoint with input may answer). A test
   * hook of the dispatcher fails the run on an answered code that is not declared (ADR 0015).
   */
  errors?: readonly DomainErrorCode[];
}

/** Codes every endpoint may answer: malformed requests, auth levels, limits, and the shared rules. */
export type ImpliedErrorCode = GenericErrorCode | RuleErrorCode;
/** The codes an endpoint declares in its `errors`. */
export type DeclaredErrorCodeOf<E> = E extends { errors: readonly (infer C extends ErrorCode)[] } ? C : never;
/** Every code an endpoint may answer. */
export type ErrorCodeOf<E> = DeclaredErrorCodeOf<E> | ImpliedErrorCode;

/** Declares one endpoint; the identity function keeps its literal types. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

/** `'/api/a/{x}/b/{y}'` → `'x' | 'y'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type PathParams<E extends EndpointDefinition> = [PathParamNames<E['path']>] extends [never]
  ? Record<string, never>
  : Record<PathParamNames<E['path']>, string>;

type SchemaInput<S> = S extends AnySchema ? v.InferInput<S> : undefined;
type SchemaOutput<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

/** What a caller sends (before validation). */
export interface RequestInput<E extends EndpointDefinition> {
  params: PathParams<E>;
  query: SchemaInput<E['query']>;
  body: SchemaInput<E['body']>;
}
/**
 * An uploaded image, checked against the endpoint's `upload` rule (one png or jpeg, size limit),
 * decoded with bounded dimensions and re-encoded: `bytes` are the re-encoded image, never the
 * bytes the caller sent.
 */
export interface UploadedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  mimeType: 'image/png' | 'image/jpeg';
  /** `png` or `jpg`. */
  extension: string;
}

/** What a handler receives (after validation and transforms). */
export interface ValidatedInput<E extends EndpointDefinition> {
  params: PathParams<E>;
  query: SchemaOutput<E['query']>;
  body: SchemaOutput<E['body']>;
  /**
   * Reads the uploaded file of an `upload` endpoint — the multipart form's file, or the presigned
   * upload its JSON `{ key }` names — and decodes and re-encodes the image (a 400 when it is not
   * one). Call it after authorizing the caller: nothing of the upload is read before.
   */
  readFile: E['upload'] extends { field: string } ? () => Promise<UploadedImage> : undefined;
}
export type ResponseOf<E extends EndpointDefinition> = v.InferOutput<E['response']>;

/** A group of operations, e.g. `contract.locations`. */
export type ContractGroup = Record<string, EndpointDefinition>;
export type Contract = Record<string, ContractGroup>;

export interface NamedEndpoint extends EndpointDefinition {
  /** `group.operation`, e.g. `locations.listCountries`. */
  name: string;
}

/** The contract as a flat list, each endpoint carrying its `group.operation` name. */
export const listEndpoints = (contract: Contract): NamedEndpoint[] =>
  Object.entries(contract).flatMap(([group, operations]) =>
    Object.entries(operations).map(([operation, definition]) => ({
      ...definition,
      name: `${group}.${operation}`,
    })),
  );

/** Names of a path's `{param}` placeholders, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);

/** Fills a path template: `fillPath('/api/city/{country}', { country: 'Poland' })`. */
export const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
