/**
 * Demo data for the local runtime, written on first start (a marker item records the version,
 * so a second start reuses the data): the demo accounts, studios with rooms and teachers
 * (demo-studios.ts), a week of lessons (demo-lessons.ts), attendances (demo-attendances.ts) and a
 * group (demo-groups.ts) (JOURNEYS.md "Demo data"). The data itself is JSON under ./fixtures,
 * checked at load by demo-fixtures.ts; these modules only write it.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { seedMarkerKey } from '../db/keys';
import { roleForEmail } from '../domains/accounts/platform-admins';
import { createUser, getUserByEmail } from '../domains/accounts/user-repository';
import { STYLE_CATALOGUE } from '../domains/styles/catalogue';
import { putStyles } from '../domains/styles/style-repository';
import { hashPassword } from '../services/passwords';
import { seedDemoAttendances } from './demo-attendances';
import { DEMO_FIXTURES } from './demo-fixtures';
import { seedDemoGroups } from './demo-groups';
import { seedDemoLessons } from './demo-lessons';
import { seedDemoStudios } from './demo-studios';

export const SEED_VERSION = '6';

export interface DemoLogin {
  who: string;
  email: string;
  password: string;
}

export interface SeedResult {
  seeded: boolean;
  logins: DemoLogin[];
}

/** The password of every demo account (local runtime only; fixtures/accounts.json). */
const DEMO_PASSWORD = DEMO_FIXTURES.accounts.password;

/** The people of JOURNEYS.md, with confirmed e-mails; the admin is listed in PLATFORM_ADMIN_EMAILS. */
const DEMO_ACCOUNTS = DEMO_FIXTURES.accounts.accounts;

export const demoLogins = (): DemoLogin[] =>
  DEMO_ACCOUNTS.map(({ who, email }) => ({ who, email, password: DEMO_PASSWORD }));

/** Creates the demo accounts that do not exist yet. */
const seedDemoAccounts = async (passwordHash: string): Promise<void> => {
  const at = new Date().toISOString();
  for (const account of DEMO_ACCOUNTS) {
    if (await getUserByEmail(account.email)) continue;
    await createUser({
      id: randomUUID(),
      name: account.name,
      username: account.username,
      email: account.email,
      passwordHash,
      dateOfBirth: account.dateOfBirth,
      isTeacher: account.isTeacher,
      isAnonymous: false,
      isEmailConfirmed: true,
      role: roleForEmail(account.email),
      language: account.language,
      tokenVersion: 1,
      termsAcceptedAt: at,
      privacyAcceptedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
};

/** The catalogue every environment needs (AWS too): the dance styles. Idempotent. */
export const seedCatalogue = async (): Promise<void> => {
  await putStyles(STYLE_CATALOGUE);
};

export const seedDemoData = async (): Promise<SeedResult> => {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: seedMarkerKey(SEED_VERSION) }));
  if (marker.Item) return { seeded: false, logins: demoLogins() };
  await seedCatalogue();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedDemoAccounts(passwordHash);
  await seedDemoStudios(passwordHash);
  await seedDemoLessons();
  await seedDemoAttendances();
  await seedDemoGroups();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...seedMarkerKey(SEED_VERSION), type: 'SeedMarker', seededAt: new Date().toISOString() },
    }),
  );
  return { seeded: true, logins: demoLogins() };
};
