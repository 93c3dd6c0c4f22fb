/** Spec §4 "Attending": the id of the last lesson signed up for is kept in local storage. */
export const LAST_SIGNED_UP_KEY = 'lastSignedUpLessonId';

export const rememberSignedUp = (lessonId: string, storage: Pick<Storage, 'setItem'> | undefined) => {
  try {
    storage?.setItem(LAST_SIGNED_UP_KEY, lessonId);
  } catch {
    // Storage can be full or off (private mode): remembering is a courtesy.
  }
};
