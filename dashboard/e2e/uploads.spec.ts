/**
 * Large images go from the browser straight to S3 (issue #14): a banner of ~6 MB — more than a
 * request to Lambda can carry, which the local API refuses as AWS would — is posted to the S3
 * stand-in through a presigned POST, then checked and shown by the API.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { bearer, ownStudio, toast } from './support/studios';

/** A real png of noise (it does not compress): `width` × `height` × ~4 bytes. */
const noisyPng = (width: number, height: number) =>
  PNG.sync.write({ width, height, data: randomBytes(width * height * 4) } as PNG);

test('an admin uploads a 6 MB banner: it goes to S3, not through the API, and is shown', async ({
  page,
  baseURL,
}) => {
  const { owner, studio } = await ownStudio(page, baseURL!, 'bigbanner');
  const banner = noisyPng(1400, 1100);
  expect(banner.byteLength).toBeGreaterThan(6_000_000);

  // Through the API alone it cannot go: the Lambda request limit (6 MB, base64) refuses it.
  const direct = await page.request.post(`/api/studio/banner/${studio.id}`, {
    headers: bearer(owner.token),
    multipart: { banner: { name: 'banner.png', mimeType: 'image/png', buffer: banner } },
  });
  expect(direct.status()).toBe(413);

  await page.goto(`/studios/${studio.studioName}`);
  await page.getByRole('button', { name: 'Edit studio' }).click();
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && !new URL(request.url()).pathname.startsWith('/api/'),
  );
  await page
    .getByLabel('Upload banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
  const toS3 = await posted;
  expect((await toS3.response())?.status()).toBe(204);
  await expect(toast(page, 'Banner uploaded')).toBeVisible();
  const shown = page.locator('main header').first().locator('[data-banner="image"]');
  await expect(shown).toHaveAttribute('src', /studios\/.+\/banner\/[a-f0-9]+\.png$/);
  // The browser really loaded it.
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1400);
});

test('a banner over 8 MB is refused before any upload, with the spec’s message', async ({
  page,
  baseURL,
}) => {
  const { studio } = await ownStudio(page, baseURL!, 'hugebanner');
  await page.goto(`/studios/${studio.studioName}`);
  await page.getByRole('button', { name: 'Edit studio' }).click();
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/uploads$|:\d+\/[^/]+$/.test(request.url())) uploads += 1;
  });
  await page
    .getByLabel('Upload banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: noisyPng(1450, 1400) });
  await expect(toast(page, 'Cannot upload file')).toBeVisible();
  await expect(page.getByText('File is too large')).toBeVisible();
  expect(uploads).toBe(0);
});

test('a refusal of S3 (the upload over its policy’s size) is shown as the spec’s file message', async ({
  page,
  baseURL,
}) => {
  const { studio } = await ownStudio(page, baseURL!, 's3refusal');
  await page.goto(`/studios/${studio.studioName}`);
  await page.getByRole('button', { name: 'Edit studio' }).click();
  // S3's answer to a file over the policy's content-length-range.
  await page.route(
    (url) => url.pathname.endsWith('/plie-uploads'),
    (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/xml',
        headers: { 'access-control-allow-origin': '*' },
        body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>',
      }),
  );
  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: noisyPng(8, 8) });
  const failure = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').last();
  await expect(failure).toContainText('Cannot upload file');
  await expect(failure).toContainText('File is too large');
});
