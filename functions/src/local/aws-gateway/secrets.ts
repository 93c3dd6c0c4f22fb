/**
 * The Secrets Manager stand-in of the local AWS gateway (JSON 1.1 protocol): GetSecretValue,
 * PutSecretValue, DescribeSecret and CreateSecret over an in-memory store, each secret keeping its
 * current and previous version (AWSCURRENT / AWSPREVIOUS) so key rotation can be run locally.
 * ARNs end in 6 characters derived from the name, stable across restarts like a real secret's.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { AccessCheck } from './iam';

interface SecretVersion {
  id: string;
  value: string;
  createdAt: Date;
}

interface Secret {
  name: string;
  arn: string;
  createdAt: Date;
  current: SecretVersion;
  previous?: SecretVersion;
}

export interface SecretsAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface SecretsRequest {
  SecretId?: string;
  Name?: string;
  SecretString?: string;
  VersionId?: string;
  VersionStage?: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const epochSeconds = (date: Date) => date.getTime() / 1000;

const notFound = (): SecretsAnswer => ({
  status: 400,
  body: { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." },
});

const invalid = (message: string): SecretsAnswer => ({
  status: 400,
  body: { __type: 'InvalidParameterException', message },
});

export class SecretStore {
  private readonly secrets = new Map<string, Secret>();

  constructor(
    private readonly region: string,
    private readonly accountId: string,
  ) {}

  arnOf(name: string): string {
    const digest = createHash('sha256').update(name).digest();
    const suffix = Array.from(digest.subarray(0, 6), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${this.partialArnOf(name)}-${suffix}`;
  }

  /** Creates the secret, or makes `value` its current version (the old one becomes AWSPREVIOUS). */
  put(name: string, value: string): { secret: Secret; version: SecretVersion } {
    const version = { id: randomUUID(), value, createdAt: new Date() };
    const existing = this.secrets.get(name);
    if (existing) {
      existing.previous = existing.current;
      existing.current = version;
      return { secret: existing, version };
    }
    const secret: Secret = { name, arn: this.arnOf(name), createdAt: version.createdAt, current: version };
    this.secrets.set(name, secret);
    return { secret, version };
  }

  /** The name a SecretId means: a name, a full ARN or a partial ARN (without the 6-character suffix). */
  nameOf(secretId: string): string {
    const prefix = `${this.partialArnOf('')}`;
    if (!secretId.startsWith('arn:')) return secretId;
    if (!secretId.startsWith(prefix)) return secretId;
    const rest = secretId.slice(prefix.length);
    const known = [...this.secrets.values()].find((secret) => secret.arn === secretId);
    return known ? known.name : rest;
  }

  /** The IAM check a request needs: the action on the secret's ARN (partial ARN when it does not exist). */
  accessCheck(operation: string, request: SecretsRequest): AccessCheck {
    const name = operation === 'CreateSecret' ? (request.Name ?? '') : this.nameOf(request.SecretId ?? '');
    const secret = this.secrets.get(name);
    return {
      action: `secretsmanager:${operation}`,
      resource: secret
        ? secret.arn
        : operation === 'CreateSecret'
          ? this.arnOf(name)
          : this.partialArnOf(name),
    };
  }

  answer(operation: string, request: SecretsRequest): SecretsAnswer {
    if (operation === 'CreateSecret') return this.create(request);
    const secret = this.secrets.get(this.nameOf(request.SecretId ?? ''));
    if (!secret) return notFound();
    switch (operation) {
      case 'GetSecretValue':
        return this.value(secret, request);
      case 'PutSecretValue': {
        if (typeof request.SecretString !== 'string')
          return invalid('SecretString is required (SecretBinary is not supported locally).');
        const { version } = this.put(secret.name, request.SecretString);
        return {
          status: 200,
          body: { ARN: secret.arn, Name: secret.name, VersionId: version.id, VersionStages: ['AWSCURRENT'] },
        };
      }
      case 'DescribeSecret':
        return {
          status: 200,
          body: {
            ARN: secret.arn,
            Name: secret.name,
            CreatedDate: epochSeconds(secret.createdAt),
            LastChangedDate: epochSeconds(secret.current.createdAt),
            VersionIdsToStages: {
              [secret.current.id]: ['AWSCURRENT'],
              ...(secret.previous ? { [secret.previous.id]: ['AWSPREVIOUS'] } : {}),
            },
          },
        };
      default:
        return {
          status: 400,
          body: {
            __type: 'UnknownOperationException',
            message: `The local Secrets Manager does not support ${operation}.`,
          },
        };
    }
  }

  private create(request: SecretsRequest): SecretsAnswer {
    if (!request.Name) return invalid('Name is required.');
    if (this.secrets.has(request.Name)) {
      return {
        status: 400,
        body: {
          __type: 'ResourceExistsException',
          message: `The operation failed because the secret ${request.Name} already exists.`,
        },
      };
    }
    if (typeof request.SecretString !== 'string')
      return invalid('SecretString is required (SecretBinary is not supported locally).');
    const { secret, version } = this.put(request.Name, request.SecretString);
    return { status: 200, body: { ARN: secret.arn, Name: secret.name, VersionId: version.id } };
  }

  private value(secret: Secret, request: SecretsRequest): SecretsAnswer {
    const stage = request.VersionStage ?? (request.VersionId ? undefined : 'AWSCURRENT');
    const version =
      stage === 'AWSCURRENT' || request.VersionId === secret.current.id
        ? secret.current
        : stage === 'AWSPREVIOUS' || (request.VersionId && request.VersionId === secret.previous?.id)
          ? secret.previous
          : undefined;
    if (!version) return notFound();
    return {
      status: 200,
      body: {
        ARN: secret.arn,
        Name: secret.name,
        SecretString: version.value,
        VersionId: version.id,
        VersionStages: [version === secret.current ? 'AWSCURRENT' : 'AWSPREVIOUS'],
        CreatedDate: epochSeconds(version.createdAt),
      },
    };
  }

  private partialArnOf(name: string): string {
    return `arn:aws:secretsmanager:${this.region}:${this.accountId}:secret:${name}`;
  }
}
