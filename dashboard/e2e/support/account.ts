import { expect, type Page } from '@playwright/test';

/** The local runtime's SES stand-in (playwright.config.ts: port 8106): every sent mail. */
export const MAIL_STORE_URL = 'http://127.0.0.1:8106/store';
export const PASSWORD = 'Dance-2025!';

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** A new dancer, unique per run and test. */
export const makeDancer = (label: string) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Ola ${label} Kowalska`, email: `ola.${label}.${id}@example.com`, username: `ola_${id}` };
};
export type Dancer = ReturnType<typeof makeDancer>;

export const mailsTo = async (page: Page, email: string): Promise<StoredMail[]> => {
  const response = await page.request.get(MAIL_STORE_URL);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(email)));
};

/** The confirmation link of the latest mail to `email`, on the test's own origin. */
export const confirmationLink = async (page: Page, email: string, baseURL: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(page, email);
      const text = mails.map((mail) => `${mail.body.text ?? ''} ${mail.body.html ?? ''}`).join(' ');
      link = text.match(/https?:\/\/[^\s"'<>]+\/confirm-email\?token=[^\s"'<>&]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return new URL(`${url.pathname}${url.search}`, baseURL).toString();
};

export const signUp = async (page: Page, dancer: Dancer) => {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(dancer.name);
  await page.getByLabel('E-mail').fill(dancer.email);
  await page.getByLabel('Username', { exact: true }).fill(dancer.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('1995-05-01');
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await expect(page.getByText('This username is free.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?fromRegister=true$/);
  await expect(page.getByText('Your account has been created.')).toBeVisible();
};

export const logIn = async (page: Page, email: string, password = PASSWORD) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
};

/** Creates the dancer's account through the API (faster than the form); answers its access token. */
export const signUpThroughApi = async (page: Page, dancer: Dancer): Promise<string> => {
  const response = await page.request.post('/api/auth/signup', {
    data: {
      name: dancer.name,
      email: dancer.email,
      username: dancer.username,
      password: PASSWORD,
      dateOfBirth: '1995-05-01',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { access_token: string }).access_token;
};

/** Confirms the dancer's e-mail with the link of the mail, without opening the page. */
export const confirmThroughApi = async (page: Page, dancer: Dancer, baseURL: string) => {
  const token = new URL(await confirmationLink(page, dancer.email, baseURL)).searchParams.get('token');
  const response = await page.request.get(`/api/auth/confirm?token=${encodeURIComponent(token ?? '')}`);
  expect(response.ok()).toBe(true);
};

/** Signs the browser in with an access token, as the app keeps it. */
export const startSession = async (page: Page, token: string) => {
  await page.goto('/404');
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
};
