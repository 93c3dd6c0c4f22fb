export * from '../../functions/src/lambdas/rooms';
