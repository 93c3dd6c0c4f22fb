export * from './catalogue-parity';
export * from './constants';
export * from './contract';
// The route table is exported here, not through contract/index.ts, so that browser bundles
// importing it never pull in the contract's schemas.
export * from './contract/route-table';
export { ROUTES } from './contract/routes.generated';
export * from './entities';
export * from './enums';
export * from './errors';
export * from './locale';
export * from './prerendered-pages';
export * from './rules';
export * from './site-config';
export * from './text-fold';
export * from './validation';
export * from './web-paths';
export * from './web-routes';
