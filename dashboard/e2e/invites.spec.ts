import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { confirmThroughApi, makeDancer, signUpThroughApi, startSession } from './support/account';
import { verifyThroughApi, visitorPage } from './support/studios';

/** A confirmed account made through the API: its token and id. */
const confirmedAccount = async (page: Page, label: string, baseURL: string) => {
  const person = makeDancer(label);
  const token = await signUpThroughApi(page, person);
  await confirmThroughApi(page, person, baseURL);
  const me = await (
    await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return { ...person, token, id: me.id as string, headers: { authorization: `Bearer ${token}` } };
};

/** A studio of a new owner that invites `teacherId` to its team. */
const studioInviting = async (page: Page, baseURL: string, name: string, teacherId: string) => {
  const owner = await confirmedAccount(page, 'owner', baseURL);
  const studio = await (
    await page.request.post('/api/studio', {
      headers: owner.headers,
      data: { name, email: owner.email, studioName: `s${owner.username.slice(4)}` },
    })
  ).json();
  const invite = await page.request.post(`/api/studio/${studio.id}/invite-teacher`, {
    headers: owner.headers,
    data: { userId: teacherId },
  });
  expect(invite.status()).toBe(201);
  return { owner, studio: studio as { id: string; name: string } };
};

test('a teacher sees the yellow dot, accepts one studio’s invite and declines another', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const teacher = await confirmedAccount(page, 'teacher', baseURL!);
  const tango = await studioInviting(page, baseURL!, 'Tango Nuevo', teacher.id);
  await studioInviting(page, baseURL!, 'Swing Attic', teacher.id);

  await startSession(page, teacher.token);
  await page.goto(`/users/${teacher.username}`);
  const tab = page.getByRole('tab', { name: /Invites/ });
  await expect(tab.getByRole('img', { name: '2 waiting for your answer' })).toBeVisible();
  await tab.click();
  const panel = page.getByRole('tabpanel');
  const tangoRow = panel.getByRole('listitem').filter({ hasText: 'Tango Nuevo' });
  const swingRow = panel.getByRole('listitem').filter({ hasText: 'Swing Attic' });
  await expect(tangoRow).toContainText('Waiting for your answer');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, 'test-results/screenshots/invites-390.png'),
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await tangoRow.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You joined Tango Nuevo' })).toBeVisible();
  // Accepted invites become memberships: they leave the list.
  await expect(tangoRow).toHaveCount(0);
  await expect(tab.getByRole('img', { name: '1 waiting for your answer' })).toBeVisible();

  await swingRow.getByRole('button', { name: 'Decline' }).click();
  await expect(swingRow).toContainText('Declined');
  await expect(tab.getByRole('img')).toHaveCount(0);

  // The studio's team now lists the teacher.
  const team = await (
    await page.request.get(`/api/studio/${tango.studio.id}/teachers`, { headers: tango.owner.headers })
  ).json();
  expect(team.map((member: { user: { id: string } }) => member.user.id)).toContain(teacher.id);
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, 'test-results/screenshots/invites-1280.png'),
  });
});

test('other people’s pages show no invites tab', async ({ page, baseURL }) => {
  const visitor = await confirmedAccount(page, 'visitor', baseURL!);
  const other = await confirmedAccount(page, 'other', baseURL!);
  await startSession(page, visitor.token);
  await page.goto(`/users/${other.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.name);
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('a teacher asks to join a studio (390 px, in Polish); its owner sees the dot and accepts (1280 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const teacher = await confirmedAccount(page, 'asker', baseURL!);
  const becameTeacher = await page.request.patch(`/api/user/${teacher.id}`, {
    headers: teacher.headers,
    data: { isTeacher: true },
  });
  expect(becameTeacher.ok()).toBe(true);
  const owner = await confirmedAccount(page, 'owner', baseURL!);
  const created = await page.request.post('/api/studio', {
    headers: owner.headers,
    data: { name: 'Bachata Loft', email: owner.email, studioName: `s${owner.username.slice(4)}` },
  });
  expect(created.status()).toBe(201);
  const studio = (await created.json()) as { id: string; studioName: string };
  await verifyThroughApi(page.request, studio.id);

  // The teacher, on a phone, in Polish.
  await page.setViewportSize({ width: 390, height: 844 });
  await startSession(page, teacher.token);
  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.goto(`/studios/${studio.studioName}`);
  await page.getByRole('button', { name: 'Poproś o dołączenie' }).click();
  await expect(page.getByRole('button', { name: 'Prośba wysłana' })).toBeDisabled();
  await page.goto(`/users/${teacher.username}?tab=invites`);
  const request = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Bachata Loft' });
  await expect(request).toContainText('Czeka na studio');
  await expect(request.getByRole('button', { name: 'Wycofaj prośbę' })).toBeVisible();

  // The owner, on a desktop: the Teachers tab's dot, the request, Accept.
  const ownerPage = await visitorPage(browser, baseURL!, owner.token);
  await ownerPage.setViewportSize({ width: 1280, height: 900 });
  await ownerPage.goto(`/studios/${studio.studioName}`);
  const teachersTab = ownerPage.getByRole('tab', { name: /Teachers/ });
  await expect(teachersTab.getByRole('img', { name: '1 teacher asks to join' })).toBeVisible();
  await teachersTab.click();
  const asking = ownerPage
    .getByRole('region', { name: 'Invites' })
    .getByRole('listitem')
    .filter({ hasText: teacher.name });
  await expect(asking).toContainText('Asks to join');
  await asking.getByRole('button', { name: 'Accept' }).click();
  await expect(asking).toHaveCount(0);
  await expect(teachersTab.getByRole('img')).toHaveCount(0);
  await expect(ownerPage.getByRole('tabpanel').getByText(teacher.name).first()).toBeVisible();
  await ownerPage.context().close();
});
