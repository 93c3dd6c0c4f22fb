/**
 * `npm run keys:generate -w infra`: prints a new private signing key (an ES256 JWK, JSON on one
 * line) on stdout and, on stderr, how to deploy with it — so `KEY=$(npm run -s keys:generate -w infra)`
 * captures the key alone. Keep it secret, and reuse it on every deploy of the stage: a new key
 * signs out everyone whose token the old one signed.
 *
 * `--throwaway` prints only a key with a `throwaway-synth-…` kid: for the offline `synth` script,
 * which needs a key but never deploys. Never deploy with one.
 */
import { generateSigningJwk, newKid } from './signing-key';

const throwaway = process.argv.includes('--throwaway');
const jwk = generateSigningJwk(newKid(throwaway ? 'throwaway-synth' : 'plie'));
process.stdout.write(`${JSON.stringify(jwk)}\n`);

if (!throwaway) {
  process.stderr.write(
    [
      '',
      `A new private signing key (kid ${jwk.kid}) is printed above. Keep it secret (a password manager,`,
      'or your CI’s secrets), and deploy the stage with it every time:',
      '',
      "  PLIE_JWT_PRIVATE_JWK='<the JSON above>' npm run deploy",
      '',
      'The functions get the public keys derived from it; only the auth function gets the key itself.',
      '',
    ].join('\n'),
  );
}
