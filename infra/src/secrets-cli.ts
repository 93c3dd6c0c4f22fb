/**
 * The stage's secrets, from the command line (the values never pass through CDK):
 *
 *   npm run keys:rotate -w infra -- --stage prod [--if-empty]
 *     A new ES256 signing key becomes the current one; the previous current key stays beside it
 *     (tokens it signed stay valid until they expire, 24 h), older ones go. The public keys are
 *     published first, so no function meets a token it has no key for (a function that does
 *     re-reads the public keys: functions/src/services/tokens.ts). `--if-empty` rotates only a
 *     stage that has no key yet (the first deploy: `npm run deploy` runs it).
 *
 *   npm run secrets:set -w infra -- --stage prod google-client-secret < file
 *     Sets the "Sign in with Google" client secret from standard input (never an argument: the
 *     shell's history would keep it).
 *
 * Options: `--region` (else AWS_REGION), `--endpoint` (a Secrets Manager stand-in: the local
 * runtime's, in tests). Credentials: the AWS SDK's usual chain.
 */
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { type SecretKind, secretNameOf } from './secrets';
import {
  generateSigningJwk,
  newKid,
  type PrivateSigningJwk,
  type PublicJwks,
  parseSigningJwk,
  publicJwkOf,
} from './signing-key';

/** How many keys the signing secret keeps: the current one and the one before it. */
export const KEPT_KEYS = 2;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The signing keys held in a secret's value; a value without a valid key list counts as empty. */
export const signingKeysIn = (secretString: string | undefined): PrivateSigningJwk[] => {
  if (!secretString) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(secretString);
  } catch {
    return [];
  }
  const keys = (parsed as { keys?: unknown })?.keys;
  if (!Array.isArray(keys)) return [];
  return keys.flatMap((key) => {
    const result = parseSigningJwk(key);
    return result.problem === undefined ? [result.jwk] : [];
  });
};

/** The secret values after a rotation: the new key first, then the kept previous one. */
export const rotateKeys = (
  current: readonly PrivateSigningJwk[],
  next: PrivateSigningJwk,
): { signingKeys: { keys: PrivateSigningJwk[] }; publicKeys: PublicJwks } => {
  const keys = [next, ...current.filter((key) => key.kid !== next.kid)].slice(0, KEPT_KEYS);
  return { signingKeys: { keys }, publicKeys: { keys: keys.map(publicJwkOf) } };
};

export interface CliOptions {
  command: 'keys:rotate' | 'secrets:set';
  stage: string;
  region?: string;
  endpoint?: string;
  ifEmpty: boolean;
  /** secrets:set: which secret. */
  kind?: SecretKind;
}

const SETTABLE: Record<string, SecretKind> = { 'google-client-secret': 'googleClientSecret' };

export const parseArguments = (command: string, args: readonly string[]): CliOptions => {
  if (command !== 'keys:rotate' && command !== 'secrets:set')
    throw new UsageError(`Unknown command ${command}`);
  const options: Partial<CliOptions> & { command: CliOptions['command'] } = { command, ifEmpty: false };
  const positional: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    const value = () => {
      const next = args[index + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      index += 1;
      return next;
    };
    if (arg === '--stage') options.stage = value();
    else if (arg === '--region') options.region = value();
    else if (arg === '--endpoint') options.endpoint = value();
    else if (arg === '--if-empty') options.ifEmpty = true;
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}`);
    else positional.push(arg);
  }
  if (!options.stage) throw new UsageError('--stage is required (e.g. --stage prod)');
  if (command === 'secrets:set') {
    const name = positional[0] ?? '';
    const kind = SETTABLE[name];
    if (!kind) {
      throw new UsageError(`secrets:set sets one of: ${Object.keys(SETTABLE).join(', ')} (got "${name}")`);
    }
    options.kind = kind;
  } else if (positional.length > 0) {
    throw new UsageError(`keys:rotate takes no arguments (got ${positional.join(' ')})`);
  }
  return options as CliOptions;
};

export const runSecretsCommand = async (
  options: CliOptions,
  io: { readStdin: () => Promise<string>; log: (line: string) => void },
): Promise<void> => {
  const client = new SecretsManagerClient({
    ...(options.region ? { region: options.region } : {}),
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
  const secretId = (kind: SecretKind) => secretNameOf(options.stage, kind);
  if (options.command === 'secrets:set') {
    const kind = options.kind as SecretKind;
    const value = (await io.readStdin()).trim();
    if (!value) throw new UsageError('Nothing on standard input: pipe the secret in (… < file)');
    await client.send(new PutSecretValueCommand({ SecretId: secretId(kind), SecretString: value }));
    io.log(`Set ${secretId(kind)}. Functions read it at their next cold start.`);
    return;
  }
  const stored = await client.send(new GetSecretValueCommand({ SecretId: secretId('signingKeys') }));
  const current = signingKeysIn(stored.SecretString);
  if (options.ifEmpty && current.length > 0) {
    io.log(`${secretId('signingKeys')} already holds a key (${current[0]?.kid}): nothing to do.`);
    return;
  }
  const rotated = rotateKeys(current, generateSigningJwk(newKid()));
  // Public keys first: a token signed with the new key must never meet a function without it.
  await client.send(
    new PutSecretValueCommand({
      SecretId: secretId('publicKeys'),
      SecretString: JSON.stringify(rotated.publicKeys),
    }),
  );
  await client.send(
    new PutSecretValueCommand({
      SecretId: secretId('signingKeys'),
      SecretString: JSON.stringify(rotated.signingKeys),
    }),
  );
  io.log(
    `Rotated ${secretId('signingKeys')}: now signing with ${rotated.signingKeys.keys[0]?.kid}` +
      (rotated.signingKeys.keys[1] ? `; ${rotated.signingKeys.keys[1].kid} still verifies.` : '.'),
  );
};

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command = '', ...args] = process.argv.slice(2);
  runSecretsCommand(parseArguments(command, args), { readStdin, log: (line) => console.log(line) }).catch(
    (error: unknown) => {
      console.error(error instanceof UsageError ? `\n  ${error.message}\n` : error);
      process.exit(1);
    },
  );
}
