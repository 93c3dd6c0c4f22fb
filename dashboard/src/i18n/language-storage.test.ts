import { describe, expect, it } from 'vitest';
import { mirrorLanguageToCookie } from './language-storage';

/** A document's cookie jar as the browser exposes it: writing one cookie keeps the others. */
const cookieJar = (initial = '') => {
  const cookies = new Map(
    initial
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [name = '', value = ''] = (text.split(';')[0] ?? '').split('=');
      cookies.set(name, value);
    },
  };
};

describe('the language cookie, mirroring the stored choice for the servers', () => {
  it('is written for the whole site, for a year, when the choice changes', () => {
    const jar = cookieJar('theme=dark');
    mirrorLanguageToCookie('pl', jar, true);
    expect(jar.written).toEqual(['plie-lang=pl; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    expect(jar.cookie).toBe('theme=dark; plie-lang=pl');
    mirrorLanguageToCookie('ua', jar, false);
    expect(jar.written[1]).toBe('plie-lang=ua; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is left alone when it already names the language', () => {
    const jar = cookieJar('a=1; plie-lang=pl');
    mirrorLanguageToCookie('pl', jar, true);
    expect(jar.written).toEqual([]);
  });

  it('is no failure where cookies are refused (a sandboxed frame)', () => {
    const refusing = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_: string) {
        throw new Error('SecurityError');
      },
    };
    expect(() => mirrorLanguageToCookie('pl', refusing, true)).not.toThrow();
    expect(() => mirrorLanguageToCookie('pl', undefined, true)).not.toThrow();
  });
});
