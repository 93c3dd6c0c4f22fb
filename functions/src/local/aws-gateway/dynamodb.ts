/**
 * DynamoDB in the local AWS gateway: which IAM actions and resources a JSON 1.0 request needs
 * (as AWS checks them: each transaction item on its own, batch operations per table, an index
 * query on the index ARN), with `dynamodb:LeadingKeys` so policies may narrow by key prefix, and
 * the errors the SDK gets back.
 */
import { TABLE_DESIGN } from '../../db/table-design';
import type { AccessCheck } from './iam';

type AttributeMap = Record<string, Record<string, unknown>>;
interface Request {
  TableName?: string;
  IndexName?: string;
  Key?: AttributeMap;
  Item?: AttributeMap;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: AttributeMap;
  Select?: string;
  RequestItems?: Record<string, unknown>;
  TransactItems?: Record<string, Request>[];
}

const TRANSACT_WRITE_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/** Operations whose IAM resource is `*` (they name no table). */
const ACCOUNT_OPERATIONS = new Set([
  'ListTables',
  'DescribeLimits',
  'DescribeEndpoints',
  'ListBackups',
  'ListGlobalTables',
]);

const scalarOf = (value: Record<string, unknown> | undefined): string | undefined => {
  const scalar = value?.S ?? value?.N ?? value?.B;
  return typeof scalar === 'string' ? scalar : undefined;
};

const partitionKeyOf = (indexName: string | undefined): string =>
  TABLE_DESIGN.indexes.find((index) => index.name === indexName)?.partitionKey ?? TABLE_DESIGN.partitionKey;

/** The partition key value a Query names in `<key> = :value` (either side), or undefined. */
const queriedPartitionKey = (request: Request): string | undefined => {
  const expression = request.KeyConditionExpression;
  if (!expression) return undefined;
  const key = partitionKeyOf(request.IndexName);
  const nameOf = (token: string) => request.ExpressionAttributeNames?.[token] ?? token;
  for (const match of expression.matchAll(/([#:]?[\w.]+)\s*=\s*([#:]?[\w.]+)/g)) {
    const [left, right] = [match[1]!, match[2]!];
    if (nameOf(left) === key && right.startsWith(':'))
      return scalarOf(request.ExpressionAttributeValues?.[right]);
    if (nameOf(right) === key && left.startsWith(':'))
      return scalarOf(request.ExpressionAttributeValues?.[left]);
  }
  return undefined;
};

const contextOf = (
  leadingKeys: (string | undefined)[],
  select?: string,
): Record<string, string | string[]> => {
  const context: Record<string, string | string[]> = {};
  const keys = [...new Set(leadingKeys.filter((key): key is string => key !== undefined))];
  if (keys.length > 0) context['dynamodb:LeadingKeys'] = keys;
  if (select) context['dynamodb:Select'] = select;
  return context;
};

/** The IAM checks a DynamoDB request needs; `operation` is the part of X-Amz-Target after the dot. */
export const dynamoDbAccessChecks = (
  operation: string,
  request: Request,
  where: { region: string; accountId: string },
): AccessCheck[] => {
  const tableArn = (table: string) => `arn:aws:dynamodb:${where.region}:${where.accountId}:table/${table}`;
  const itemCheck = (action: string, item: Request): AccessCheck => ({
    action,
    resource: tableArn(item.TableName ?? ''),
    context: contextOf([scalarOf((item.Key ?? item.Item)?.[TABLE_DESIGN.partitionKey])]),
  });
  switch (operation) {
    case 'TransactWriteItems':
      return (request.TransactItems ?? []).flatMap((entry) =>
        Object.entries(entry).map(([kind, item]) =>
          itemCheck(TRANSACT_WRITE_ACTIONS[kind] ?? `dynamodb:${kind}`, item),
        ),
      );
    case 'TransactGetItems':
      return (request.TransactItems ?? []).map((entry) => itemCheck('dynamodb:GetItem', entry.Get ?? {}));
    case 'BatchGetItem':
      return Object.entries(request.RequestItems ?? {}).map(([table, read]) => ({
        action: 'dynamodb:BatchGetItem',
        resource: tableArn(table),
        context: contextOf(
          ((read as { Keys?: AttributeMap[] }).Keys ?? []).map((key) =>
            scalarOf(key[TABLE_DESIGN.partitionKey]),
          ),
        ),
      }));
    case 'BatchWriteItem':
      return Object.entries(request.RequestItems ?? {}).map(([table, writes]) => ({
        action: 'dynamodb:BatchWriteItem',
        resource: tableArn(table),
        context: contextOf(
          (writes as { PutRequest?: { Item: AttributeMap }; DeleteRequest?: { Key: AttributeMap } }[]).map(
            (write) =>
              scalarOf((write.PutRequest?.Item ?? write.DeleteRequest?.Key)?.[TABLE_DESIGN.partitionKey]),
          ),
        ),
      }));
    case 'Query':
    case 'Scan': {
      const base = tableArn(request.TableName ?? '');
      return [
        {
          action: `dynamodb:${operation}`,
          resource: request.IndexName ? `${base}/index/${request.IndexName}` : base,
          context: contextOf([queriedPartitionKey(request)], request.Select),
        },
      ];
    }
    default:
      if (ACCOUNT_OPERATIONS.has(operation) || request.TableName === undefined) {
        return [{ action: `dynamodb:${operation}`, resource: '*' }];
      }
      return [itemCheck(`dynamodb:${operation}`, request)];
  }
};

const JSON_10 = { 'content-type': 'application/x-amz-json-1.0' };

/** A DynamoDB error as the JSON 1.0 protocol carries it (the SDK names the error after `__type`). */
export const dynamoDbError = (type: string, message: string, requestId: string) => ({
  status: type === 'InternalServerError' ? 500 : 400,
  headers: { ...JSON_10, 'x-amzn-requestid': requestId },
  body: JSON.stringify({ __type: `com.amazon.coral.service#${type}`, message }),
});
