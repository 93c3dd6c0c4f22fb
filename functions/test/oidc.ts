/**
 * Signs in at the local OpenID provider as a person would, over HTTP with a cookie jar:
 * its login form (any e-mail), its consent form, until it redirects back to our callback.
 */
const isOurCallback = (url: string) => url.includes('/api/auth/google/callback');

export const signInAtLocalProvider = async (authorizationUrl: string, email: string): Promise<URL> => {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (isOurCallback(url)) return new URL(url);
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(response);
    if (response.status === 200 && url.includes('/interaction/')) {
      const page = await response.text();
      const form: Record<string, string> = page.includes('name="login"')
        ? { prompt: 'login', login: email, password: 'any' }
        : { prompt: 'consent' };
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
      remember(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url} with ${response.status}`);
    url = new URL(location, url).toString();
  }
  throw new Error('The provider never redirected back');
};
