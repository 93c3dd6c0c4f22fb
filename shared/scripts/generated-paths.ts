/** Where the files generated from the contract live. */
import { fileURLToPath } from 'node:url';

/** docs/api.md at the repository root. */
export const API_REFERENCE_PATH = fileURLToPath(new URL('../../docs/api.md', import.meta.url));
/** The route table module for browser clients. */
export const ROUTE_TABLE_PATH = fileURLToPath(
  new URL('../src/contract/routes.generated.ts', import.meta.url),
);
