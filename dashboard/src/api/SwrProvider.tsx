import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { API_ERROR_RETRY_COUNT } from '../config/constants';

/** SWR defaults for calls to the Plié API: a couple of retries, no refetch on every focus. */
export function SwrProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ errorRetryCount: API_ERROR_RETRY_COUNT, revalidateOnFocus: false, keepPreviousData: true }}
    >
      {children}
    </SWRConfig>
  );
}
