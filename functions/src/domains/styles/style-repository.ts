import { batchWrite } from '../../db/batch';
import { tableName } from '../../db/client';
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

/** Writes (or overwrites) styles, in batches (unprocessed ones retried with back-off). */
export const putStyles = async (styles: readonly Style[]): Promise<void> =>
  batchWrite(styles.map((style) => ({ PutRequest: { Item: toItem(style) } })));
