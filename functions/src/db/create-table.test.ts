import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoClient } from './client';
import { createTableInput, deleteTable, ensureTable } from './create-table';
import { TABLE_DESIGN } from './table-design';

describe('ensureTable', () => {
  it('adds the indexes a table from an earlier version lacks (local data kept across versions)', async () => {
    const tableName = `older-${Date.now().toString(36)}`;
    const input = createTableInput(tableName);
    // A table as an earlier version made it: without the newest index.
    const indexes = input.GlobalSecondaryIndexes?.slice(0, -1) ?? [];
    const used = new Set([
      'PK',
      'SK',
      ...indexes.flatMap((index) => index.KeySchema?.map((key) => key.AttributeName)),
    ]);
    const older = {
      ...input,
      GlobalSecondaryIndexes: indexes,
      AttributeDefinitions: input.AttributeDefinitions?.filter((definition) =>
        used.has(definition.AttributeName),
      ),
    };
    await dynamoClient.send(new CreateTableCommand(older));
    try {
      expect(await ensureTable(dynamoClient, tableName)).toBe(false);
      const table = (await dynamoClient.send(new DescribeTableCommand({ TableName: tableName }))).Table;
      expect(table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
        TABLE_DESIGN.indexes.map((index) => index.name).sort(),
      );
    } finally {
      await deleteTable(dynamoClient, tableName);
    }
  });
});
