import { describe, expect, it } from 'vitest';
import { fillWebPath, WEB_PATHS, type WebPage, webPath } from './web-paths';

describe('webPath builders', () => {
  it.each([
    ['a page without parameters', webPath.schedule(), '/schedule'],
    ['the landing page', webPath.landing(), '/'],
    ['a studio page', webPath.studio({ studioName: 'rytm_krakow' }), '/studios/rytm_krakow'],
    [
      'a user page with its tab',
      webPath.user({ username: 'anna', tab: 'schedule' }),
      '/users/anna?tab=schedule',
    ],
    ['the embedded schedule', webPath.embeddedSchedule({ studioName: 'rytm' }), '/embed/schedule/rytm'],
    ['a failed login', webPath.login({ error: 'auth_failed' }), '/login?error=auth_failed'],
    ['a cancel link', webPath.cancelAttendance({ token: 'abc' }), '/cancel-attendance?token=abc'],
    ['a confirmation link', webPath.confirmEmail({ token: 'abc' }), '/confirm-email?token=abc'],
    ['a leave link', webPath.leaveGroup({ token: 'abc' }), '/leave-group?token=abc'],
    ['the sign-in callback', webPath.authCallback({ token: 'jwt.x.y' }), '/auth/callback?token=jwt.x.y'],
    [
      'an onboarding step',
      webPath.onboarding({ step: 2, role: 'studioOwner' }),
      '/onboard?step=2&role=studioOwner',
    ],
  ])('builds %s', (_, built, expected) => {
    expect(built).toBe(expected);
  });

  it('encodes path parameters so a name cannot add segments or a query', () => {
    expect(webPath.studio({ studioName: 'a/b?c=d#e' })).toBe('/studios/a%2Fb%3Fc%3Dd%23e');
    expect(webPath.user({ username: 'zoë' })).toBe('/users/zo%C3%AB');
  });

  it('form-encodes query values as URLSearchParams reads them back: "&", "=", "+" kept inside the value', () => {
    const built = webPath.cancelAttendance({ token: 'a+b/c=d&e f' });
    expect(built).toBe('/cancel-attendance?token=a%2Bb%2Fc%3Dd%26e+f');
    expect(new URLSearchParams(built.split('?')[1]).get('token')).toBe('a+b/c=d&e f');
    expect(webPath.schedule({ city: 'Kraków', country: 'PL' })).toBe('/schedule?city=Krak%C3%B3w&country=PL');
  });

  it('keeps the query in the order given and leaves undefined values out, never writing "undefined"', () => {
    const built = webPath.editLesson({ teacherId: 't1', studioId: undefined, lessonId: 'l1', weekday: 0 });
    expect(built).toBe('/edit-lesson?teacherId=t1&lessonId=l1&weekday=0');
    expect(webPath.developers({ studio: undefined })).toBe('/developers');
    expect(webPath.onboarding({ role: undefined })).toBe('/onboard');
  });

  it('refuses to build an address with a path parameter missing or empty', () => {
    expect(() => fillWebPath(WEB_PATHS.studio, {})).toThrow(/:studioName/);
    expect(() => webPath.studio({ studioName: '' })).toThrow(/:studioName/);
  });

  it('has a builder for every page, giving its pattern when the page has no parameters', () => {
    for (const page of Object.keys(WEB_PATHS) as WebPage[]) {
      expect(typeof webPath[page]).toBe('function');
      if (!WEB_PATHS[page].includes(':')) expect((webPath[page] as () => string)()).toBe(WEB_PATHS[page]);
    }
  });

  it('types each builder: path parameters required, only the query the page reads (checked by tsc)', () => {
    // @ts-expect-error a studio page needs its studio's name
    expect(() => webPath.studio()).toThrow();
    // @ts-expect-error a login page knows no other error
    expect(webPath.login({ error: 'other' })).toBe('/login?error=other');
    // @ts-expect-error a cancel link needs its token
    expect(webPath.cancelAttendance({})).toBe('/cancel-attendance');
  });

  it('gives every page a distinct pattern starting with "/"', () => {
    const patterns = Object.values(WEB_PATHS);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^\//);
  });
});
