/**
 * Secrets, from AWS Secrets Manager: a function's environment names each secret it has by id
 * (`*_SECRET_ID`, secret-names.ts), never by value. Each is read once per cold start and then kept
 * in memory; `rereadSecret` fetches one again (after a key rotation), at most every 30 seconds so
 * that a flood of bad tokens cannot turn into a flood of Secrets Manager calls. Locally the same
 * code reads the local runtime's Secrets Manager stand-in (`SECRETS_MANAGER_ENDPOINT`).
 *
 * `loadSecrets()` reads every secret the function has; the dispatcher and the job runner await it
 * before any work, so synchronous code (paging cursors) can then use `loadedSecret`.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ConfigError, config } from '../config';
import { awsClientLimits } from './outbound-calls';
import { SECRET_ID_VARIABLES, type SecretKind } from './secret-names';

const REREAD_INTERVAL_MS = 30_000;

let client: SecretsManagerClient | undefined;
const clientOf = () => {
  const { awsRegion, secretsManagerEndpoint } = config();
  client ??= new SecretsManagerClient({
    region: awsRegion,
    ...awsClientLimits(),
    ...(secretsManagerEndpoint ? { endpoint: secretsManagerEndpoint } : {}),
  });
  return client;
};

interface Entry {
  value: Promise<string>;
  readAt: number;
  /** The value once read (for synchronous users). */
  settled?: string;
}
const entries = new Map<SecretKind, Entry>();

/** The secret's id from the environment, if this function has that secret. */
export const secretIdOf = (kind: SecretKind): string | undefined => config().secretIds[kind];

export const hasSecret = (kind: SecretKind): boolean => secretIdOf(kind) !== undefined;

const fetchSecret = (kind: SecretKind): Entry => {
  const id = secretIdOf(kind);
  const entry: Entry = {
    readAt: Date.now(),
    value: id
      ? clientOf()
          .send(new GetSecretValueCommand({ SecretId: id }))
          .then((answer) => {
            if (answer.SecretString === undefined)
              throw new ConfigError(`The secret ${id} has no text value.`);
            entry.settled = answer.SecretString;
            return answer.SecretString;
          })
      : Promise.reject(
          new ConfigError(
            `Missing required setting ${SECRET_ID_VARIABLES[kind]}: the id of the ${kind} secret.`,
          ),
        ),
  };
  // A failed read is not kept: the next request tries again.
  entry.value.catch(() => {
    if (entries.get(kind) === entry) entries.delete(kind);
  });
  entries.set(kind, entry);
  return entry;
};

/** The secret's value: read on first use, then from memory. */
export const readSecret = (kind: SecretKind): Promise<string> =>
  (entries.get(kind) ?? fetchSecret(kind)).value;

/** The secret's value read anew, unless it was read less than 30 s ago (then the value in memory). */
export const rereadSecret = (kind: SecretKind): Promise<string> => {
  const entry = entries.get(kind);
  if (entry && Date.now() - entry.readAt < REREAD_INTERVAL_MS) return entry.value;
  return fetchSecret(kind).value;
};

/** Reads every secret this function has (once; later calls cost nothing). */
export const loadSecrets = async (): Promise<void> => {
  const kinds = (Object.keys(SECRET_ID_VARIABLES) as SecretKind[]).filter(hasSecret);
  await Promise.all(kinds.map(readSecret));
};

/** The value of a secret `loadSecrets()` has read; a ConfigError names it otherwise. */
export const loadedSecret = (kind: SecretKind): string => {
  const value = entries.get(kind)?.settled;
  if (value === undefined) {
    throw new ConfigError(
      `The ${kind} secret is not loaded: is ${SECRET_ID_VARIABLES[kind]} set, and was loadSecrets() awaited?`,
    );
  }
  return value;
};

/** Forgets every secret read (tests that change secrets between cases). */
export const forgetSecrets = (): void => {
  entries.clear();
  client = undefined;
};
