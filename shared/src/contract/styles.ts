import * as v from 'valibot';
import { StyleSchema } from '../entities/style';
import { endpoint } from './endpoint';

/** Dance styles. */
export const styles = {
  list: endpoint({
    method: 'GET',
    path: '/api/style',
    auth: 'public',
    domain: 'lessons',
    summary: 'All dance styles, by name.',
    response: v.array(StyleSchema),
  }),
};
