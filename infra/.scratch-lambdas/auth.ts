export * from '../../functions/src/lambdas/auth';
