/**
 * The one DynamoDB table, defined from `TABLE_DESIGN` (functions/src/db/table-design.ts), the same
 * description the local runtime and the tests create their tables from.
 */
import { TABLE_DESIGN } from '@plie/functions/table-design';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

export interface PlieTableProps {
  /** Deletion protection on (production data). */
  isProduction: boolean;
}

export class PlieTable extends TableV2 {
  constructor(scope: Construct, id: string, props: PlieTableProps) {
    super(scope, id, {
      partitionKey: { name: TABLE_DESIGN.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_DESIGN.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_DESIGN.ttlAttribute,
      // Feeds a search index or analytics later (ARCHITECTURE §3) without a table migration.
      dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
      globalSecondaryIndexes: TABLE_DESIGN.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      })),
      deletionProtection: props.isProduction,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
