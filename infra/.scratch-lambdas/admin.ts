export * from '../../functions/src/lambdas/admin';
