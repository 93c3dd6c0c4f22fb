import { describe, expect, it } from 'vitest';
import { dynamoDbAccessChecks } from './dynamodb';

const where = { region: 'eu-central-1', accountId: '000000000000' };
const table = (name: string) => `arn:aws:dynamodb:eu-central-1:000000000000:table/${name}`;

describe('the IAM checks of a DynamoDB request', () => {
  it.each([
    [
      'GetItem',
      { TableName: 'T', Key: { PK: { S: 'USER#1' }, SK: { S: 'P' } } },
      [['dynamodb:GetItem', table('T'), ['USER#1']]],
    ],
    [
      'PutItem',
      { TableName: 'T', Item: { PK: { S: 'STUDIO#2' } } },
      [['dynamodb:PutItem', table('T'), ['STUDIO#2']]],
    ],
    [
      'Query',
      {
        TableName: 'T',
        KeyConditionExpression: '#p = :v AND begins_with(SK, :s)',
        ExpressionAttributeNames: { '#p': 'PK' },
        ExpressionAttributeValues: { ':v': { S: 'USER#3' }, ':s': { S: 'A' } },
      },
      [['dynamodb:Query', table('T'), ['USER#3']]],
    ],
    [
      'Query',
      {
        TableName: 'T',
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2SK = :s AND :c = GSI2PK',
        ExpressionAttributeValues: { ':c': { S: 'CITY#krakow#MON' }, ':s': { S: '10:00' } },
      },
      [['dynamodb:Query', `${table('T')}/index/GSI2`, ['CITY#krakow#MON']]],
    ],
    [
      'Scan',
      { TableName: 'T', IndexName: 'GSI1' },
      [['dynamodb:Scan', `${table('T')}/index/GSI1`, undefined]],
    ],
    [
      'TransactWriteItems',
      {
        TransactItems: [
          { Put: { TableName: 'T', Item: { PK: { S: 'A' } } } },
          { Update: { TableName: 'T', Key: { PK: { S: 'B' } } } },
          { Delete: { TableName: 'U', Key: { PK: { S: 'C' } } } },
          { ConditionCheck: { TableName: 'T', Key: { PK: { S: 'D' } } } },
        ],
      },
      [
        ['dynamodb:PutItem', table('T'), ['A']],
        ['dynamodb:UpdateItem', table('T'), ['B']],
        ['dynamodb:DeleteItem', table('U'), ['C']],
        ['dynamodb:ConditionCheckItem', table('T'), ['D']],
      ],
    ],
    [
      'TransactGetItems',
      { TransactItems: [{ Get: { TableName: 'T', Key: { PK: { S: 'A' } } } }] },
      [['dynamodb:GetItem', table('T'), ['A']]],
    ],
    [
      'BatchWriteItem',
      {
        RequestItems: {
          T: [{ PutRequest: { Item: { PK: { S: 'A' } } } }, { DeleteRequest: { Key: { PK: { S: 'B' } } } }],
          U: [{ PutRequest: { Item: { PK: { S: 'A' } } } }],
        },
      },
      [
        ['dynamodb:BatchWriteItem', table('T'), ['A', 'B']],
        ['dynamodb:BatchWriteItem', table('U'), ['A']],
      ],
    ],
    [
      'BatchGetItem',
      { RequestItems: { T: { Keys: [{ PK: { S: 'A' } }, { PK: { S: 'A' } }] } } },
      [['dynamodb:BatchGetItem', table('T'), ['A']]],
    ],
    ['DescribeTable', { TableName: 'T' }, [['dynamodb:DescribeTable', table('T'), undefined]]],
    ['UpdateTimeToLive', { TableName: 'T' }, [['dynamodb:UpdateTimeToLive', table('T'), undefined]]],
    ['ListTables', {}, [['dynamodb:ListTables', '*', undefined]]],
  ])('%s → %j', (operation, request, expected) => {
    const checks = dynamoDbAccessChecks(operation, request as never, where);
    expect(
      checks.map((check) => [check.action, check.resource, check.context?.['dynamodb:LeadingKeys']]),
    ).toEqual(expected);
  });

  it('passes the Select of a query as dynamodb:Select', () => {
    const [check] = dynamoDbAccessChecks('Query', { TableName: 'T', Select: 'COUNT' }, where);
    expect(check?.context).toEqual({ 'dynamodb:Select': 'COUNT' });
  });
});
