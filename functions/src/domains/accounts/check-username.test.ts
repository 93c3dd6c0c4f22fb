import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { db, tableName } from '../../db/client';
import { studioNameGuardKey, usernameGuardKey } from '../../db/keys';

const api = createTestApi();

beforeAll(async () => {
  await db.send(
    new PutCommand({ TableName: tableName, Item: { ...usernameGuardKey('marta_k'), ownerId: 'user-1' } }),
  );
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...studioNameGuardKey('salsa-krakow'), ownerId: 'studio-1' },
    }),
  );
});

describe('POST /api/auth/checkUsername', () => {
  it.each([
    ['iryna', true],
    ['Oleh-2', true],
    ['a_b', true],
    ['marta_k', false],
    ['MARTA_K', false],
    ['ab', false],
    ['1marta', false],
    ['marta k', false],
    ['abcdefghijklmnopqrstu', false],
    ['', false],
  ])('%s → valid: %s', async (username, valid) => {
    expect(await api({ method: 'POST', path: '/api/auth/checkUsername', body: { username } })).toMatchObject({
      status: 200,
      body: { valid },
    });
  });

  it.each([[{}], [{ username: 42 }], [null]])('refuses the body %o with 400', async (body) => {
    expect((await api({ method: 'POST', path: '/api/auth/checkUsername', body })).status).toBe(400);
  });
});

describe('POST /api/studio/checkStudioName', () => {
  it.each([
    ['bachata-lviv', true],
    ['salsa-krakow', false],
    ['Salsa-Krakow', false],
    ['-salsa', false],
    ['sa', false],
  ])('%s → valid: %s', async (studioName, valid) => {
    expect(
      await api({ method: 'POST', path: '/api/studio/checkStudioName', body: { studioName } }),
    ).toMatchObject({
      status: 200,
      body: { valid },
    });
  });
});
