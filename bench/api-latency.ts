/**
 * Budget: the API adds at most 2× the latency of the bare DynamoDB call it makes.
 * Both run against the same DynamoDB Local: the bare `Query` through the AWS SDK, and the
 * same read through HTTP → the local API server → dispatcher → handler → the same `Query`.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { percentile, timed } from './stats';

export interface LatencyResult {
  name: string;
  requests: number;
  bare: { p50: number; p95: number };
  api: { p50: number; p95: number };
  /** Latency the API adds over the bare call, in multiples of the bare call (p50). */
  addedRatio: number;
}

/** `base`: the local API server's origin, over the table the data layer is configured for. */
export const measureApiLatency = async (base: string, requests = 300): Promise<LatencyResult[]> => {
  const { db, tableName } = await import('../functions/src/db/client');
  const { STYLE_PARTITION } = await import('../functions/src/db/keys');

  const bareQuery = () =>
    db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': STYLE_PARTITION },
      }),
    );
  const viaApi = async () => {
    const response = await fetch(`${base}/api/style`);
    if (!response.ok) throw new Error(`GET /api/style → ${response.status}`);
    await response.json();
  };

  // Warm both paths (JIT, connections, table).
  for (let index = 0; index < 30; index++) {
    await bareQuery();
    await viaApi();
  }
  const bare: number[] = [];
  const api: number[] = [];
  // Interleaved, so both see the same machine load.
  for (let index = 0; index < requests; index++) {
    bare.push(await timed(bareQuery));
    api.push(await timed(viaApi));
  }
  const result = {
    name: 'GET /api/style (Query on the STYLE partition, 36 items)',
    requests,
    bare: { p50: percentile(bare, 50), p95: percentile(bare, 95) },
    api: { p50: percentile(api, 50), p95: percentile(api, 95) },
    addedRatio: (percentile(api, 50) - percentile(bare, 50)) / percentile(bare, 50),
  };
  return [result];
};
