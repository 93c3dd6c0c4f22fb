/**
 * The stage's secrets, in AWS Secrets Manager — never in the template, `cdk.out` or a function's
 * environment (which `GetFunctionConfiguration` shows to anyone who may read the function). Each
 * function gets only the *ids* of the secrets it needs (`*_SECRET_ID`) and the right to read those
 * (functions/src/services/secrets.ts reads them once per cold start).
 *
 * CloudFormation makes each secret with a random value, so no secret ever passes through synth:
 * - `cursor`, `originVerify`: the random value is the secret (paging-cursor HMAC key; the header
 *   CloudFront adds so that the API answers only requests that came through it);
 * - `signingKeys` / `publicKeys`: start as an empty key list (`{"keys":[],…}`); the first
 *   `npm run keys:rotate -w infra` (the deploy script runs it when the list is empty) puts the
 *   ES256 key the API signs access tokens with, and later rotations keep the previous key beside
 *   the new one (tokens it signed stay valid until they expire);
 * - `googleClientSecret` (only with Google sign-in): set with `npm run secrets:set -w infra`.
 */

import { ORIGIN_VERIFY_HEADER, type SecretKind } from '@plie/functions/secret-names';
import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export { ORIGIN_VERIFY_HEADER, SECRET_ID_VARIABLES, type SecretKind } from '@plie/functions/secret-names';

/** The secrets of a stage, by what they are; each is `plie/<stage>/<name>` in Secrets Manager. */
export const SECRET_NAMES: Record<SecretKind, string> = {
  signingKeys: 'signing-keys',
  publicKeys: 'public-keys',
  cursor: 'cursor-secret',
  originVerify: 'origin-verify',
  googleClientSecret: 'google-client-secret',
};

export const secretNameOf = (stage: string, kind: SecretKind) => `plie/${stage}/${SECRET_NAMES[kind]}`;

export interface PlieSecretsProps {
  stage: string;
  isProduction: boolean;
  /** Whether "Sign in with Google" is configured (its client secret then has a place). */
  withGoogle: boolean;
}

export class PlieSecrets extends Construct {
  readonly secrets: Partial<Record<SecretKind, Secret>>;

  constructor(scope: Construct, id: string, props: PlieSecretsProps) {
    super(scope, id);
    const removalPolicy = props.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const make = (kind: SecretKind, description: string, keyList: boolean) =>
      new Secret(this, kind.charAt(0).toUpperCase() + kind.slice(1), {
        secretName: secretNameOf(props.stage, kind),
        description: `Plié ${props.stage}: ${description}`,
        removalPolicy,
        generateSecretString: keyList
          ? // Valid JSON with no key yet; `placeholder` is CloudFormation's random filler.
            {
              secretStringTemplate: '{"keys":[]}',
              generateStringKey: 'placeholder',
              excludePunctuation: true,
            }
          : { passwordLength: 48, excludePunctuation: true },
      });
    this.secrets = {
      signingKeys: make(
        'signingKeys',
        'the private ES256 keys access tokens are signed with (current first) — npm run keys:rotate -w infra',
        true,
      ),
      publicKeys: make('publicKeys', 'the public keys (JWKS) access tokens are verified with', true),
      cursor: make('cursor', 'the HMAC key of paging cursors', false),
      originVerify: make(
        'originVerify',
        `the ${ORIGIN_VERIFY_HEADER} header CloudFront adds to API requests`,
        false,
      ),
      ...(props.withGoogle
        ? {
            googleClientSecret: make(
              'googleClientSecret',
              'the "Sign in with Google" OAuth client secret — npm run secrets:set -w infra',
              false,
            ),
          }
        : {}),
    };
  }

  /** The secret of a kind (throws if the stage has none, e.g. Google without a client). */
  secret(kind: SecretKind): Secret {
    const secret = this.secrets[kind];
    if (!secret) throw new Error(`The stage has no ${kind} secret`);
    return secret;
  }
}
