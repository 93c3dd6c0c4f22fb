/** The read of `meta`: the API's own OpenAPI document (the developers' API reference). */
import useSWR from 'swr';
import { apiClient } from '../client';
import { queryKeys } from './query-keys';

/** `GET /api/openapi.json`, read once a session (it changes only with a deploy). */
export const useOpenApi = () =>
  useSWR(queryKeys.openApi(), () => apiClient.meta.openApi(), { revalidateIfStale: false });
