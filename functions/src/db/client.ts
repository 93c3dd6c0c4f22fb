/**
 * The module-level DynamoDB document client and the table name, read once at load.
 * Locally `DYNAMODB_ENDPOINT` points at DynamoDB Local; in AWS it is unset. Every call has the
 * outbound limits of services/outbound-calls.ts.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { awsClientLimits } from '../services/outbound-calls';

const { tableName: configuredTableName, awsRegion, dynamodbEndpoint } = config();

export const tableName = configuredTableName;

/** With a connection and a per-attempt timeout (services/outbound-calls.ts): a stalled table is a 503, not a hang. */
export const dynamoClient = new DynamoDBClient({
  region: awsRegion,
  ...awsClientLimits(),
  ...(dynamodbEndpoint ? { endpoint: dynamodbEndpoint } : {}),
});

export const db = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
