export * from '../../functions/src/lambdas/attendance';
