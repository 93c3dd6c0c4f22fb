/** Where the generated API reference lives: docs/api.md at the repository root. */
import { fileURLToPath } from 'node:url';

export const API_REFERENCE_PATH = fileURLToPath(new URL('../../docs/api.md', import.meta.url));
