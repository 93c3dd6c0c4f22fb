/** The read of `styles`: every dance style Plié knows. */
import useSWR from 'swr';
import { apiClient } from '../client';
import { queryKeys } from './query-keys';

/** `GET /api/style`: every dance style, by name. */
export const useStyles = () => useSWR(queryKeys.styles(), () => apiClient.styles.list());
