/**
 * The module-level DynamoDB document client and the table name, read once at load.
 * Locally `DYNAMODB_ENDPOINT` points at DynamoDB Local; in AWS it is unset.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

const { tableName: configuredTableName, awsRegion, dynamodbEndpoint } = config();

export const tableName = configuredTableName;

export const dynamoClient = new DynamoDBClient({
  region: awsRegion,
  ...(dynamodbEndpoint ? { endpoint: dynamodbEndpoint } : {}),
});

export const db = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
