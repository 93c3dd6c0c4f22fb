export * from '../../functions/src/lambdas/groups';
