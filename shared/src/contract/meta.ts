import * as v from 'valibot';
import { endpoint } from './endpoint';

/** The API describing itself. */
export const meta = {
  openApi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    domain: 'meta',
    summary: 'This API as an OpenAPI 3.1 document.',
    response: v.record(v.string(), v.unknown()),
  }),
};
