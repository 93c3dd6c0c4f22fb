import { describe, expect, expectTypeOf, it } from 'vitest';
import { FILES, PASSWORD } from '../constants';
import { MESSAGES } from '../validation/messages';
import {
  ERROR_CODES,
  type ErrorCode,
  errorOfText,
  errorText,
  isErrorCode,
  type RuleTextCode,
} from './error-code';
import { DOMAIN_ERROR_TEXTS, GENERIC_ERROR_TEXTS, RULE_ERROR_TEXTS } from './error-texts';
import { RULE_CODES, type RuleErrorCode, ruleErrorOf } from './rule-codes';

describe('the error codes', () => {
  it('are each named area.what', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
  });

  it('are each written in one table only', () => {
    const tables = [GENERIC_ERROR_TEXTS, RULE_ERROR_TEXTS, DOMAIN_ERROR_TEXTS].map(Object.keys);
    const all = tables.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(ERROR_CODES).toHaveLength(all.length);
  });

  it('build their English text, with their parameters', () => {
    expect(errorText('lesson.full')).toBe('No places left for this lesson');
    expect(errorText({ code: 'file.tooMany', params: { max: 3 } })).toBe('Only 3 file can be uploaded');
    expect(errorText({ code: 'route.notFound', params: { method: 'GET', path: '/api/x' } })).toBe(
      'No route for GET /api/x',
    );
    expect(errorText({ code: 'rateLimit.logins', params: { retryAfterSeconds: 90 } })).toBe(
      'Too many login attempts. Please try again in 2 minutes.',
    );
  });

  it('tell a code from any other string', () => {
    expect(isErrorCode('lesson.full')).toBe(true);
    expect(isErrorCode('No places left for this lesson')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('the rules’ codes', () => {
  it('give each rule of MESSAGES a code whose text is the rule’s text', () => {
    for (const [key, code] of Object.entries(RULE_CODES) as [keyof typeof RULE_CODES, RuleErrorCode][]) {
      expect(ruleErrorOf(MESSAGES[key])?.code, key).toBe(code);
      const error = ruleErrorOf(MESSAGES[key]);
      expect(errorText(error as never), key).toBe(MESSAGES[key]);
    }
  });

  it('carry the constants their texts were written with', () => {
    expect(ruleErrorOf(MESSAGES.fileCount)).toEqual({
      code: 'file.tooMany',
      params: { max: FILES.maxCount },
    });
    expect(ruleErrorOf(MESSAGES.passwordTooShort)).toEqual({
      code: 'password.tooShort',
      params: { min: PASSWORD.minLength },
    });
  });

  it('read every rule text as one code only', () => {
    const texts = Object.keys(RULE_CODES).map((key) => MESSAGES[key as keyof typeof RULE_CODES]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('know no other text', () => {
    expect(ruleErrorOf('Invalid type: Expected string but received 1')).toBeUndefined();
  });

  it('are the codes of the rule table', () => {
    expectTypeOf<RuleErrorCode>().toEqualTypeOf<RuleTextCode>();
    expectTypeOf<RuleErrorCode>().toExtend<ErrorCode>();
  });
});

describe('errorOfText', () => {
  it('reads a rule’s text or a plain code’s text as its error, and nothing else', () => {
    expect(errorOfText(MESSAGES.fileCount)).toEqual({
      code: 'file.tooMany',
      params: { max: FILES.maxCount },
    });
    expect(errorOfText('No places left for this lesson')).toEqual({ code: 'lesson.full' });
    expect(errorOfText('Only 3 file can be uploaded')).toBeUndefined();
    expect(errorOfText('anything else')).toBeUndefined();
  });
});
