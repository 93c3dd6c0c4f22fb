/** Writes the files derived from the contract: docs/api.md and the route table (`npm run contract:generate`). */
import { writeFileSync } from 'node:fs';
import { renderApiReference } from '../src/contract/api-markdown';
import { contract } from '../src/contract/index';
import { renderRouteTableModule } from '../src/contract/route-table';
import { API_REFERENCE_PATH, ROUTE_TABLE_PATH } from './generated-paths';

writeFileSync(API_REFERENCE_PATH, renderApiReference(contract));
writeFileSync(ROUTE_TABLE_PATH, renderRouteTableModule(contract));
console.log(`Wrote ${API_REFERENCE_PATH}\nWrote ${ROUTE_TABLE_PATH}`);
