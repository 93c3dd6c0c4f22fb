/**
 * MAIL_FROM is a setting only the functions that mail have: a function without it still loads
 * the mail module (as every function does through its imports), and only a send names what is missing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreSettings, stubSettings } from '../../test/settings';

afterEach(() => {
  restoreSettings();
  vi.resetModules();
});

describe('a function without MAIL_FROM', () => {
  it('loads the mail module, and a send fails naming the setting', async () => {
    stubSettings({ MAIL_FROM: undefined });
    vi.resetModules();
    const { sendMail } = await import('./mail');
    const mail = { to: 'ola@plie.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    await expect(sendMail(mail)).rejects.toThrow(
      'Missing required setting MAIL_FROM: set it in the environment.',
    );
  });
});
