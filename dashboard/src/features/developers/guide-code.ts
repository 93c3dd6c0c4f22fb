/**
 * The code examples of the developers page's guides (events, Content Security Policy, the npm
 * package), written for the Plié site at `origin`. Code, so never translated.
 */

export const eventsExample = (): string =>
  "document.querySelector('plie-schedule').addEventListener('plie-signup', (event) => console.log(event.detail.attendance));";

/** The directives a site with the widgets needs (examples/studio-site/README.md). */
export const cspExample = (origin: string): string =>
  [`script-src 'self' ${origin};`, `connect-src ${origin};`, `img-src ${origin} data:;`].join('\n');

export const npmInstall = 'npm install @plie/sdk';

export const reactExample = (origin: string): string => `import { createClient } from '@plie/sdk';
import { Schedule } from '@plie/sdk/components';

const client = createClient({
  baseUrl: '${origin}',
  // The signed-in dancer's access token, if your site has one; else nobody is signed in.
  getToken: () => null,
});

export function StudioSchedule() {
  return (
    <Schedule
      studio="your_studio"
      client={client}
      legalLinks={{
        terms: '${origin}/terms-and-conditions',
        privacy: '${origin}/privacy-policy',
      }}
    />
  );
}`;

export const typingsExample = `import type { PlieIntrinsicElements } from '@plie/sdk/elements';

// document.querySelector('plie-schedule') is now a PlieScheduleElement, and its events are typed:
document.querySelector('plie-schedule')?.addEventListener('plie-signup', (event) => {
  console.log(event.detail.lesson.name); // PlieSignupDetail
});

// React 19: the tags in JSX, with their attributes.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends PlieIntrinsicElements {}
  }
}`;
