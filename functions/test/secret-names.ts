/** Secrets Manager names of the test run's secrets (global-setup.ts stores them; each test file reads them). */
export const TEST_SECRET_NAMES = {
  signingKeys: 'plie/test/signing-keys',
  publicKeys: 'plie/test/public-keys',
  cursor: 'plie/test/cursor-secret',
  googleClientSecret: 'plie/test/google-client-secret',
} as const;
