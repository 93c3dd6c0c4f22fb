/** Creates the single table from TABLE_DESIGN (local runtime and tests; CDK does it in AWS). */
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DESIGN } from './table-design';

export const createTableInput = (tableName: string): CreateTableCommandInput => {
  const keyNames = [
    TABLE_DESIGN.partitionKey,
    TABLE_DESIGN.sortKey,
    ...TABLE_DESIGN.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE_DESIGN.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
};

const tableExists = async (client: DynamoDBClient, tableName: string) => {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
};

/**
 * Adds the indexes of TABLE_DESIGN a table made by an earlier version lacks (local data kept
 * across versions), one at a time as DynamoDB requires, waiting until each is active: DynamoDB
 * backfills it from the items already there.
 */
const addMissingIndexes = async (client: DynamoDBClient, tableName: string) => {
  const input = createTableInput(tableName);
  for (const index of input.GlobalSecondaryIndexes ?? []) {
    const table = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
    if (table?.GlobalSecondaryIndexes?.some((existing) => existing.IndexName === index.IndexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: input.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const described = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
      const status = described?.GlobalSecondaryIndexes?.find(
        (existing) => existing.IndexName === index.IndexName,
      );
      if (status?.IndexStatus === 'ACTIVE') break;
      await new Promise((done) => setTimeout(done, 250));
    }
  }
};

/** Creates the table (with TTL) unless it exists, or adds the indexes it lacks; returns whether it was created. */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<boolean> => {
  if (await tableExists(client, tableName)) {
    await addMissingIndexes(client, tableName);
    return false;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_DESIGN.ttlAttribute, Enabled: true },
    }),
  );
  return true;
};

export const deleteTable = async (client: DynamoDBClient, tableName: string) => {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
};
