/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (infra aliases that
 * package to this module): Lambda hands a function its role's credentials in environment
 * variables only, so the SDK's whole default chain (SSO, INI files, STS web identity, process,
 * container/instance metadata — ~100 kB and their own nested clients) is dead weight there.
 * Every SDK client's `credentialDefaultProvider` becomes `fromEnv`. The local runtime (tsx) is not
 * bundled and keeps the real default chain.
 */
import { type FromEnvInit, fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init);
