/** Captures what code prints (Powertools logs on stdout, errors on stderr) as parsed JSON lines. */
import { vi } from 'vitest';

export const printedBy = async <T>(
  work: () => Promise<T> | T,
): Promise<{ result: T; lines: Record<string, unknown>[] }> => {
  const chunks: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(capture),
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  let result: T;
  try {
    result = await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  const lines = chunks
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { result, lines };
};

/** Only the printed lines of `work`. */
export const linesPrintedBy = async (work: () => unknown): Promise<Record<string, unknown>[]> =>
  (await printedBy(work)).lines;
