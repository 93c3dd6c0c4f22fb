export * from '../../functions/src/lambdas/lessons';
