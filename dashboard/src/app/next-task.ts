/**
 * Settles in a task of its own, soon: what follows an `await nextTask()` runs after the browser has
 * had its turn (input, a frame). The start of the app evaluates its code in several such tasks
 * rather than one long one that a tap would wait behind (main.tsx, issue #18: total blocking time).
 *
 * A message to itself, not a timer: a page opened in a background tab gets timers at most once a
 * second, and its start would wait for each.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });

/**
 * Runs `stages` one after the other, each once the one before has settled and in a task of its own.
 * A stage that fails stops the rest (its promise rejects with that failure).
 */
export const inTasks = async (stages: readonly (() => unknown)[]): Promise<void> => {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await stage();
  }
};
