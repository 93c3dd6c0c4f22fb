import { describe, expect, it } from 'vitest';
import { contract, endpoints, pathParamNames } from './index';
import { buildOpenApiDocument } from './openapi';

const document = buildOpenApiDocument(contract, { serverUrl: 'https://plie.example' });
const operationOf = (method: string, path: string) =>
  document.paths[path]?.[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'];

/** Every `$ref` in the document. */
const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
    );
  }
  return [];
};

describe('the OpenAPI 3.1 document', () => {
  it('has the top-level structure of OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Plié API');
    expect(document.servers).toEqual([{ url: 'https://plie.example' }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.tags.map((tag) => tag.name)).toEqual(Object.keys(contract));
    expect(() => JSON.parse(JSON.stringify(document))).not.toThrow();
    expect(JSON.stringify(document)).not.toContain('$schema');
  });

  it('has no servers entry when no server URL is given', () => {
    expect(buildOpenApiDocument(contract).servers).toBeUndefined();
  });

  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    'describes %s',
    (name, endpoint) => {
      const operation = operationOf(endpoint.method, endpoint.path);
      expect(operation?.operationId).toBe(name);
      expect(operation?.summary).toBe(endpoint.summary);
      expect(operation?.['x-plie-auth']).toBe(endpoint.auth);
      const pathParameters = operation?.parameters?.filter((parameter) => parameter.in === 'path') ?? [];
      expect(pathParameters.map((parameter) => parameter.name)).toEqual(pathParamNames(endpoint.path));
      expect(pathParameters.every((parameter) => parameter.required)).toBe(true);
      if (endpoint.auth === 'public') {
        expect(operation?.security).toContainEqual({});
      } else {
        expect(operation?.security).toEqual([{ bearerAuth: [] }]);
        expect(operation?.responses['401']).toBeDefined();
      }
      const success = endpoint.redirect ? '302' : String(endpoint.status ?? 200);
      expect(operation?.responses[success]).toBeDefined();
      expect(operation?.responses.default?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
      if (endpoint.body) expect(operation?.requestBody?.content['application/json']).toBeDefined();
      if (endpoint.upload) {
        const multipart = operation?.requestBody?.content['multipart/form-data'];
        expect(multipart?.schema.required).toEqual([endpoint.upload.field]);
      }
    },
  );

  it('has unique operation ids', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(ids).toHaveLength(endpoints.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('turns query schemas into query parameters, with their required flags', () => {
    expect(operationOf('GET', '/api/studio/verify/{id}')?.parameters).toContainEqual({
      name: 'isVerified',
      in: 'query',
      required: true,
      schema: { type: 'string', enum: ['true', 'false'] },
    });
    const mine = operationOf('GET', '/api/attendance/user')?.parameters ?? [];
    expect(mine.map((parameter) => [parameter.name, parameter.required])).toEqual([
      ['dateFrom', false],
      ['dateTo', false],
    ]);
  });

  it('describes requests by their input type and responses by their output type', () => {
    const signup = operationOf('POST', '/api/auth/signup')?.requestBody?.content['application/json']?.schema;
    expect(signup?.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'termsAccepted']));
    expect(
      operationOf('GET', '/api/lesson/{id}')?.responses['200']?.content?.['application/json']?.schema,
    ).toEqual({
      $ref: '#/components/schemas/Lesson',
    });
  });

  it('resolves every reference to a component', () => {
    const names = Object.keys(document.components.schemas);
    for (const ref of refsIn(document)) {
      expect(ref.startsWith('#/components/schemas/')).toBe(true);
      expect(names).toContain(ref.slice('#/components/schemas/'.length));
    }
  });
});

describe('path parameters in the OpenAPI document (issue #13 item 7)', () => {
  it.each([
    ['GET', '/api/lesson/{id}', 'id', 64],
    ['DELETE', '/api/attendance/cancel/{token}', 'token', 512],
    ['GET', '/api/user/username/{username}', 'username', 120],
  ])('%s %s shows {%s} bounded to %i characters', (method, path, name, maxLength) => {
    const parameter = operationOf(method, path)?.parameters?.find((p) => p.in === 'path' && p.name === name);
    expect(parameter?.schema).toMatchObject({ type: 'string', minLength: 1, maxLength });
    expect(parameter?.schema.pattern).toBeDefined();
  });
});
