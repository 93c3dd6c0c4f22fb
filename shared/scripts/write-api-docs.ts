/** Writes docs/api.md from the contract (`npm run docs:api`). */
import { writeFileSync } from 'node:fs';
import { renderApiReference } from '../src/contract/api-markdown';
import { contract } from '../src/contract/index';
import { API_REFERENCE_PATH } from './api-docs-path';

writeFileSync(API_REFERENCE_PATH, renderApiReference(contract));
console.log(`Wrote ${API_REFERENCE_PATH}`);
