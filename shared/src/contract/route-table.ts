/**
 * The route table: each operation's method, path and upload rule, without its schemas.
 * Clients that ship to browsers (the SDK, the dashboard, the script-tag widget) need only this
 * at run time; the schemas stay on the server and in the types. `routes.generated.ts` is written
 * from the contract by `npm run contract:generate` and a test fails when it is stale.
 */
import type { Contract, HttpMethod } from './endpoint';
import type { UploadRule } from './uploads';

export interface Route {
  method: HttpMethod;
  path: string;
  /** An image upload: the multipart field, the size limit and the presigned upload's target. */
  upload?: UploadRule;
}

export type RouteTable<C extends Contract> = { [G in keyof C]: { [O in keyof C[G]]: Route } };

export const routeTableOf = <C extends Contract>(contract: C): RouteTable<C> =>
  Object.fromEntries(
    Object.entries(contract).map(([group, operations]) => [
      group,
      Object.fromEntries(
        Object.entries(operations).map(([operation, definition]) => [
          operation,
          {
            method: definition.method,
            path: definition.path,
            ...(definition.upload ? { upload: { ...definition.upload } } : {}),
          },
        ]),
      ),
    ]),
  ) as RouteTable<C>;

/** The TypeScript source of `routes.generated.ts`. */
export const renderRouteTableModule = (contract: Contract): string => {
  const groups = Object.entries(routeTableOf(contract)).map(([group, operations]) => {
    const lines = Object.entries(operations).map(([operation, route]) => {
      const rule = route.upload;
      const upload = rule
        ? `, upload: { field: '${rule.field}', maxBytes: ${rule.maxBytes}, target: '${rule.target}' }`
        : '';
      return `    ${operation}: { method: '${route.method}', path: '${route.path}'${upload} },`;
    });
    return `  ${group}: {\n${lines.join('\n')}\n  },`;
  });
  return [
    '// Generated from the contract by `npm run contract:generate`. Do not edit.',
    "import type { PlieContract } from './index';",
    "import type { RouteTable } from './route-table';",
    '',
    '/** Method, path and upload rule of every operation (no schemas): for browser clients. */',
    'export const ROUTES: RouteTable<PlieContract> = {',
    ...groups,
    '};',
    '',
  ].join('\n');
};
