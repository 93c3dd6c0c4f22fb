import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../db/client';
import { STYLE_PARTITION, styleKey } from '../../db/keys';
import { queryAll } from '../../db/paging';

export interface Style {
  id: string;
  name: string;
}

const toItem = (style: Style) => ({ ...styleKey(style.id), type: 'Style', id: style.id, name: style.name });
const fromItem = (item: Record<string, unknown>): Style => ({ id: String(item.id), name: String(item.name) });

/** All styles, by name: one Query on the `STYLE` partition (a few dozen items). */
export const listStyles = async (): Promise<Style[]> =>
  (
    await queryAll({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': STYLE_PARTITION },
    })
  )
    .map(fromItem)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Writes (or overwrites) styles, 25 per batch. */
export const putStyles = async (styles: readonly Style[]): Promise<void> => {
  for (let index = 0; index < styles.length; index += 25) {
    let requests: Record<string, unknown>[] | undefined = styles
      .slice(index, index + 25)
      .map((style) => ({ PutRequest: { Item: toItem(style) } }));
    while (requests?.length) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = result.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
    }
  }
};
