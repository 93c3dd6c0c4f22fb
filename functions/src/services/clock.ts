/** The one source of "now" on the server, injectable for tests (ARCHITECTURE §3). */
let current: () => Date = () => new Date();

export const now = (): Date => current();

/** Tests only: fix or move the clock; `resetClock()` returns to real time. */
export const setClock = (next: () => Date): void => {
  current = next;
};
export const resetClock = (): void => {
  current = () => new Date();
};
