export * from '../../functions/src/lambdas/users';
