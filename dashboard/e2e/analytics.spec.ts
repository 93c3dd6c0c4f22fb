import { expect, test } from '@playwright/test';

/** The demo dancer of the local runtime's seed (functions/src/local/seed.ts). */
const DANCER = { email: 'marta@plie.local', password: 'Plie#2026' };

test('signing in identifies the user with product analytics by e-mail, with name and e-mail', async ({
  page,
}) => {
  const sent: unknown[] = [];
  // playwright.config.ts points VITE_ANALYTICS_API_URL here; nothing leaves the machine.
  await page.route('**/__analytics/engage', async (route) => {
    sent.push(JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('data') ?? 'null'));
    await route.fulfill({ status: 200, body: '1' });
  });

  await page.goto('/login');
  expect(sent).toEqual([]);
  await page.getByLabel('E-mail').fill(DANCER.email);
  await page.getByLabel('Password', { exact: true }).fill(DANCER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/users\//);

  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toEqual([
    {
      $token: 'e2e-analytics-token',
      $distinct_id: DANCER.email,
      $set: { $name: expect.any(String), $email: DANCER.email },
    },
  ]);
});
