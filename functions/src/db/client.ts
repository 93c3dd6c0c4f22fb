/**
 * The module-level DynamoDB document client and the table name, read once at load.
 * Locally `DYNAMODB_ENDPOINT` points at DynamoDB Local; in AWS it is unset.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsRegion, optionalEnv, requireEnv } from '../config';

export const tableName = requireEnv('TABLE_NAME');

export const dynamoClient = new DynamoDBClient({
  region: awsRegion(),
  ...(optionalEnv('DYNAMODB_ENDPOINT') ? { endpoint: optionalEnv('DYNAMODB_ENDPOINT') } : {}),
});

export const db = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
