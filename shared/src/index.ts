export * from './constants';
export * from './contract';
export * from './entities';
export * from './enums';
export * from './errors';
export * from './rules';
export * from './validation';
