/**
 * The OpenAPI 3.1 document of the API, generated from the contract (served at
 * `GET /api/openapi.json`). Schemas come from `@valibot/to-json-schema` (draft 2020-12, the
 * dialect of OpenAPI 3.1): requests as their input type, responses as their output type.
 */
import { FILES } from '../constants';
import { paramsSchemaOf } from './common';
import { type Contract, listEndpoints, type NamedEndpoint, pathParamNames } from './endpoint';
import {
  COMPONENT_REF_PREFIX,
  componentJsonSchemas,
  type JsonSchema,
  requestJsonSchema,
  responseJsonSchema,
} from './json-schema';
import { UploadedObjectSchema } from './uploads';

export interface OpenApiOptions {
  /** Base URL of the server the paths are relative to (they already start with `/api`). */
  serverUrl?: string;
  title?: string;
  version?: string;
}

type HttpMethodLower = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }>;
  };
  responses: Record<string, OpenApiResponse>;
  security: Array<Record<string, string[]>>;
  'x-plie-auth': NamedEndpoint['auth'];
  'x-plie-domain': NamedEndpoint['domain'];
  /** The domain error codes the operation may answer beyond the generic and rule codes (ADR 0015). */
  'x-plie-error-codes'?: readonly string[];
}

/** A type alias (not an interface) so it is assignable to `Record<string, unknown>`. */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers?: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<HttpMethodLower, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<
      string,
      { type: 'http'; scheme: 'bearer'; bearerFormat: 'JWT'; description: string }
    >;
  };
};

const SECURITY_SCHEME = 'bearerAuth';
const ERROR_CONTENT = { 'application/json': { schema: { $ref: `${COMPONENT_REF_PREFIX}Error` } } };
const errorResponse = (description: string): OpenApiResponse => ({ description, content: ERROR_CONTENT });

const AUTH_TEXT: Record<NamedEndpoint['auth'], string> = {
  public: 'No credential needed; a bearer token, when sent, identifies the caller.',
  user: 'A signed-in user’s bearer token.',
  confirmed: 'A signed-in user with a confirmed e-mail.',
  platformAdmin: 'A platform admin.',
};

const parametersOf = (endpoint: NamedEndpoint): OpenApiParameter[] => {
  const params = paramsSchemaOf(endpoint);
  const paramSchemas = params ? (requestJsonSchema(params).properties ?? {}) : {};
  const pathParameters = pathParamNames(endpoint.path).map((name): OpenApiParameter => {
    const schema = paramSchemas[name];
    return {
      name,
      in: 'path',
      required: true,
      schema: schema && typeof schema !== 'boolean' ? schema : { type: 'string' },
    };
  });
  if (!endpoint.query) return pathParameters;
  const query = requestJsonSchema(endpoint.query);
  const required = new Set(query.required ?? []);
  const queryParameters = Object.entries(query.properties ?? {}).map(
    ([name, schema]): OpenApiParameter => ({
      name,
      in: 'query',
      required: required.has(name),
      schema: typeof schema === 'boolean' ? {} : schema,
    }),
  );
  return [...pathParameters, ...queryParameters];
};

const requestBodyOf = (endpoint: NamedEndpoint): OpenApiOperation['requestBody'] => {
  if (endpoint.upload) {
    const { field, maxBytes } = endpoint.upload;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              [field]: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: `One ${FILES.mimeTypes.join(' or ')} image (by content), at most ${maxBytes} bytes.`,
              },
            },
            required: [field],
          },
          encoding: { [field]: { contentType: FILES.mimeTypes.join(', ') } },
        },
        // The same image uploaded first with a presigned POST (`uploads.presign`): for any size.
        'application/json': { schema: requestJsonSchema(UploadedObjectSchema) },
      },
    };
  }
  if (!endpoint.body) return undefined;
  return { required: true, content: { 'application/json': { schema: requestJsonSchema(endpoint.body) } } };
};

const responsesOf = (endpoint: NamedEndpoint): Record<string, OpenApiResponse> => {
  const responses: Record<string, OpenApiResponse> = {};
  if (endpoint.redirect) {
    responses['302'] = {
      description: 'Redirect',
      headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } },
    };
  } else if (endpoint.status === 204) {
    responses['204'] = { description: 'Done' };
  } else {
    responses[String(endpoint.status ?? 200)] = {
      description: 'Success',
      content: { 'application/json': { schema: responseJsonSchema(endpoint.response) } },
    };
  }
  const hasPathParams = pathParamNames(endpoint.path).length > 0;
  if (endpoint.body || endpoint.query || endpoint.upload || hasPathParams) {
    responses['400'] = errorResponse('Invalid input; `fields` maps each field to its message');
  }
  if (endpoint.auth !== 'public') {
    responses['401'] = errorResponse('No valid bearer token');
    responses['403'] = errorResponse('The caller may not do this');
  }
  if (hasPathParams) responses['404'] = errorResponse('Not found');
  responses.default = errorResponse('Error');
  return responses;
};

const operationOf = (endpoint: NamedEndpoint): OpenApiOperation => {
  const parameters = parametersOf(endpoint);
  const requestBody = requestBodyOf(endpoint);
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [endpoint.name.split('.')[0] as string],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(endpoint),
    security: endpoint.auth === 'public' ? [{}, { [SECURITY_SCHEME]: [] }] : [{ [SECURITY_SCHEME]: [] }],
    'x-plie-auth': endpoint.auth,
    'x-plie-domain': endpoint.domain,
    ...(endpoint.errors?.length ? { 'x-plie-error-codes': endpoint.errors } : {}),
  };
};

/** The OpenAPI 3.1 document of `contract`. */
export const buildOpenApiDocument = (contract: Contract, options: OpenApiOptions = {}): OpenApiDocument => {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of listEndpoints(contract)) {
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase() as HttpMethodLower] = operationOf(endpoint);
    paths[endpoint.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Plié API',
      version: options.version ?? '0.1.0',
      description:
        'The API of Plié, a dance-class marketplace. Errors have one shape: ' +
        '`{ statusCode, error, message, fields? }`. Auth levels (`x-plie-auth`): ' +
        Object.entries(AUTH_TEXT)
          .map(([level, text]) => `${level} — ${text}`)
          .join(' '),
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: Object.keys(contract).map((name) => ({ name })),
    paths,
    components: {
      schemas: componentJsonSchemas(),
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of POST /api/auth/login, /api/auth/signup or the Google sign-in.',
        },
      },
    },
  };
};
