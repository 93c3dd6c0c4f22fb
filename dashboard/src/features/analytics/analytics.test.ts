import { describe, expect, it } from 'vitest';
import { createAnalytics, DEFAULT_ANALYTICS_API_URL } from './analytics';

const recorder = () => {
  const sent: { url: string; data: unknown }[] = [];
  const send = async (url: string, body: URLSearchParams) => {
    sent.push({ url, data: JSON.parse(body.get('data') ?? 'null') });
  };
  return { sent, send };
};
const ola = { email: 'ola@example.com', name: 'Ola Kowalska' };

describe('product analytics', () => {
  it('sends nothing at all without a token', () => {
    const { sent, send } = recorder();
    const analytics = createAnalytics({}, send);
    analytics.identify(ola);
    expect(analytics.enabled).toBe(false);
    expect(sent).toEqual([]);
  });

  it('identifies the user by e-mail and sets name and e-mail, once per user', () => {
    const { sent, send } = recorder();
    const analytics = createAnalytics({ token: 'tok' }, send);
    analytics.identify(ola);
    analytics.identify(ola);
    expect(sent).toEqual([
      {
        url: `${DEFAULT_ANALYTICS_API_URL}/engage`,
        data: [{ $token: 'tok', $distinct_id: ola.email, $set: { $name: ola.name, $email: ola.email } }],
      },
    ]);
  });

  it('sends again when the name changes, for another user, and after a reset', () => {
    const { sent, send } = recorder();
    const analytics = createAnalytics({ token: 'tok', apiUrl: 'https://analytics.example/' }, send);
    analytics.identify(ola);
    analytics.identify({ ...ola, name: 'Ola Nowak' });
    analytics.identify({ email: 'iryna@example.com', name: 'Iryna' });
    analytics.reset();
    analytics.identify({ email: 'iryna@example.com', name: 'Iryna' });
    expect(sent.map((request) => (request.data as { $distinct_id: string }[])[0]!.$distinct_id)).toEqual([
      ola.email,
      ola.email,
      'iryna@example.com',
      'iryna@example.com',
    ]);
    expect(sent[0]!.url).toBe('https://analytics.example/engage');
  });
});
