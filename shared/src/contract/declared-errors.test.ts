import { describe, expect, expectTypeOf, it } from 'vitest';
import { DOMAIN_ERROR_TEXTS } from '../errors/error-texts';
import { mayAnswerError } from './declared-errors';
import type { DeclaredErrorCodeOf, ErrorCodeOf } from './endpoint';
import { contract, endpoints } from './index';
import { buildOpenApiDocument } from './openapi';

describe('the error codes each endpoint declares', () => {
  it('are domain codes, each declared once', () => {
    for (const endpoint of endpoints) {
      const declared = endpoint.errors ?? [];
      expect(new Set(declared).size, endpoint.name).toBe(declared.length);
      for (const code of declared)
        expect(Object.hasOwn(DOMAIN_ERROR_TEXTS, code), `${endpoint.name}: ${code}`).toBe(true);
    }
  });

  it('let an endpoint answer its own codes and the implied ones, and no other', () => {
    const signUp = contract.attendance.create;
    expect(mayAnswerError(signUp, 'lesson.full')).toBe(true);
    expect(mayAnswerError(signUp, 'auth.loginRequired')).toBe(true);
    expect(mayAnswerError(signUp, 'legal.required')).toBe(true);
    expect(mayAnswerError(signUp, 'group.notFound')).toBe(false);
    expect(mayAnswerError(signUp, 'No places left for this lesson')).toBe(false);
  });

  it('are typed per endpoint', () => {
    type SignUpCode = DeclaredErrorCodeOf<typeof contract.attendance.create>;
    expectTypeOf<'lesson.full'>().toExtend<SignUpCode>();
    expectTypeOf<'group.notFound'>().not.toExtend<SignUpCode>();
    expectTypeOf<'auth.loginRequired'>().toExtend<ErrorCodeOf<typeof contract.attendance.create>>();
    expectTypeOf<DeclaredErrorCodeOf<typeof contract.styles.list>>().toEqualTypeOf<never>();
  });

  it('are in the OpenAPI document', () => {
    const document = buildOpenApiDocument(contract);
    expect(document.paths['/api/attendance']?.post?.['x-plie-error-codes']).toContain('lesson.full');
    expect(JSON.stringify(document.components)).toContain('"lesson.full"');
  });
});
