/**
 * Demo data for the local runtime, written on first start (a marker item records the version,
 * so a second start reuses the data). Later issues extend it with studios, teachers, rooms,
 * lessons, groups and attendances (see JOURNEYS.md "Demo data").
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { seedMarkerKey } from '../db/keys';
import { STYLE_CATALOGUE } from '../domains/styles/catalogue';
import { putStyles } from '../domains/styles/style-repository';

export const SEED_VERSION = '1';

export interface DemoLogin {
  who: string;
  email: string;
  password: string;
}

export interface SeedResult {
  seeded: boolean;
  logins: DemoLogin[];
}

/** The catalogue every environment needs (AWS too): the dance styles. Idempotent. */
export const seedCatalogue = async (): Promise<void> => {
  await putStyles(STYLE_CATALOGUE);
};

export const seedDemoData = async (): Promise<SeedResult> => {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: seedMarkerKey(SEED_VERSION) }));
  if (marker.Item) return { seeded: false, logins: [] };
  await seedCatalogue();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...seedMarkerKey(SEED_VERSION), type: 'SeedMarker', seededAt: new Date().toISOString() },
    }),
  );
  return { seeded: true, logins: [] };
};
