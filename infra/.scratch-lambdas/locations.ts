export * from '../../functions/src/lambdas/locations';
