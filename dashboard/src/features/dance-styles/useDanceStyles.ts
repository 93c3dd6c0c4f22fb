import useSWR from 'swr';
import { apiClient } from '../../api/client';
import type { DanceStyle } from './dance-style-rules';

/** Every dance style Plié knows, by name (`GET /api/style`). */
export const useDanceStyles = () => useSWR<DanceStyle[]>('styles.list', () => apiClient.styles.list());
