export * from '../../functions/src/lambdas/studios';
