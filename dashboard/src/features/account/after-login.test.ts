import { describe, expect, it } from 'vitest';
import { pathAfterLogin, requireOnboarding } from './after-login';

const makeStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

describe('where a user goes on becoming logged in', () => {
  it.each([
    { flag: 'true', expected: '/onboard', why: 'just confirmed the e-mail' },
    { flag: undefined, expected: '/users/ola_k', why: 'no flag' },
    { flag: 'false', expected: '/users/ola_k', why: 'only the exact value true counts' },
  ])('flag $flag → $expected ($why)', ({ flag, expected }) => {
    const storage = makeStorage(flag === undefined ? {} : { onboardingRequired: flag });
    expect(pathAfterLogin({ username: 'ola_k' }, storage)).toBe(expected);
  });

  it('clears the flag, so onboarding comes only once', () => {
    const storage = makeStorage();
    requireOnboarding(storage);
    expect(storage.map.get('onboardingRequired')).toBe('true');
    expect(pathAfterLogin({ username: 'ola_k' }, storage)).toBe('/onboard');
    expect(storage.map.has('onboardingRequired')).toBe(false);
    expect(pathAfterLogin({ username: 'ola_k' }, storage)).toBe('/users/ola_k');
  });

  it('works without storage', () => {
    expect(pathAfterLogin({ username: 'ola_k' }, undefined)).toBe('/users/ola_k');
  });
});
