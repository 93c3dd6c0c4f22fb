import { describe, expect, it } from 'vitest';
import { validateInviteTeacherInput, validateStudioForm } from './studio';

const studio = { name: 'Salsa Kraków', email: 'hello@salsa.pl', studioName: 'salsa-krakow' };

describe('studio form (spec §5)', () => {
  it.each([
    ['create', { ...studio, name: '' }, 'fillReqFields', 'name'],
    ['create', { ...studio, email: ' ' }, 'fillReqFields', 'email'],
    ['create', { ...studio, studioName: undefined }, 'fillReqFields', 'studioName'],
    ['update', { ...studio, name: '' }, 'Please fill in all required fields', 'name'],
    ['update', { ...studio, email: 'nope' }, 'Email is invalid', 'email'],
    [
      'create',
      { ...studio, studioName: '1salsa' },
      expect.stringContaining('Studio name must be'),
      'studioName',
    ],
  ] as const)('%s %j → %s', (mode, form, message, field) => {
    expect(validateStudioForm(form, mode)).toEqual({ ok: false, message, field });
  });

  it('accepts a complete studio', () => {
    expect(validateStudioForm(studio, 'create')).toEqual({ ok: true, value: studio });
  });

  it.each([
    ['teacher@example.com', true],
    ['iryna', true],
    ['  ', false],
    [undefined, false],
  ])('invite %j ok: %s', (text, ok) => {
    const result = validateInviteTeacherInput(text);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe("Please enter a teacher's email");
  });
});
