/** Creates the single table from TABLE_DESIGN (local runtime and tests; CDK does it in AWS). */
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
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

/** Creates the table (with TTL) unless it exists; returns whether it was created. */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<boolean> => {
  if (await tableExists(client, tableName)) return false;
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
