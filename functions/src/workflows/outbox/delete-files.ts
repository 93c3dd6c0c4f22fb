/**
 * The outbox's `deleteFiles` messages (services/files `deleteStoredImages`): stored images whose
 * delete the store refused, failed or never answered while the action that dropped them went on.
 * The worker deletes them as it sends a mail — claimed once, retried with back-off until the store
 * takes every key (deleting a key already gone succeeds), then marked done — so no image is orphaned.
 */
import { deleteStoredObjects } from '../../services/files';

/** Some keys were not deleted this time: the message stays pending and is tried again. */
export class FilesNotDeleted extends Error {
  override readonly name = 'FilesNotDeleted';
}

/** Deletes every key, or throws `FilesNotDeleted` (nothing personal in it) for the worker to retry. */
export const deleteFilesOf = async (keys: readonly string[]): Promise<void> => {
  const left = await deleteStoredObjects(keys);
  if (left.length > 0) throw new FilesNotDeleted(`${left.length} of ${keys.length} objects not deleted`);
};
