import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StudioInputSchema, StudioUpdateSchema } from './studio';

const studio = { name: 'Salsa Kraków', email: 'Hello@Salsa.pl', studioName: 'salsa-krakow' };

describe('studio input (POST /api/studio, PATCH /api/studio/{id})', () => {
  it('defaults the colour to teal and the theme to light', () => {
    expect(v.parse(StudioInputSchema, studio)).toEqual({
      ...studio,
      email: 'hello@salsa.pl',
      primaryColor: 'teal',
      theme: true,
    });
  });

  it.each([
    [{ name: '' }, 'fillReqFields'],
    [{ email: 'nope' }, 'Email is invalid'],
    [{ studioName: 'salsa krakow' }, expect.stringContaining('Studio name must be')],
    [{ primaryColor: 'black' }, expect.stringContaining('Invalid colour')],
    [{ link: 'salsa.pl' }, 'Invalid link'],
    [{ instagram: 'https://facebook.com/salsa' }, 'Invalid instagram – Links are not allowed, only username'],
  ])('%j → %s', (overrides, message) => {
    expect(v.safeParse(StudioInputSchema, { ...studio, ...overrides }).issues?.[0]?.message).toEqual(message);
  });

  it('reduces an instagram link to the username and accepts a hex colour', () => {
    const parsed = v.parse(StudioInputSchema, {
      ...studio,
      instagram: 'https://www.instagram.com/salsa.krakow/?hl=en',
      primaryColor: '#0ca678',
      theme: false,
    });
    expect(parsed.instagram).toBe('salsa.krakow');
    expect(parsed.primaryColor).toBe('#0ca678');
    expect(parsed.theme).toBe(false);
  });

  it('updates only the fields sent, without defaults', () => {
    expect(v.parse(StudioUpdateSchema, { about: 'We dance' })).toEqual({ about: 'We dance' });
    expect(v.parse(StudioUpdateSchema, { link: '' })).toEqual({ link: '' });
  });
});
