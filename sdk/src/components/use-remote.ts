import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  /** Loads again; what was shown stays until the answer arrives. */
  reload: () => void;
}

/**
 * Data from the API for a component that has no SWR (the sdk's, which must stay small): loads when
 * `key` changes, drops the answers of a superseded load, and aborts on unmount.
 */
export const useRemote = <T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> => {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({ key: null });
  const [generation, setGeneration] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loader
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ key, data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ key, data: previous.data, error }));
      });
    return () => controller.abort();
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, reload };
};
