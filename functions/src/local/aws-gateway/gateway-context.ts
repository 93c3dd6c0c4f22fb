/**
 * What the service modules of the local AWS gateway share: who is calling (from the access key
 * id of the SigV4 credential) and the one place that decides, and records, whether they may.
 */
import type { AccessCheck, Denial, LocalRole } from './iam';

export type Caller = { kind: 'unrestricted' } | { kind: 'role'; role: LocalRole };

export interface GatewayContext {
  region: string;
  accountId: string;
  upstream: { dynamodb: string; s3: string; ses: string };
  /** The caller an access key id belongs to; undefined when the key is unknown. */
  callerOf(accessKeyId: string): Caller | undefined;
  secretAccessKeyOf(accessKeyId: string): string | undefined;
  /** The first check the caller may not do (recorded in `denials`), or undefined when all are allowed. */
  authorize(caller: Caller, checks: AccessCheck[]): Promise<Denial | undefined>;
  /** Records a refusal decided elsewhere (a request the gateway cannot map to IAM checks). */
  record(denial: Denial): void;
}

/** The access key id and service named in a SigV4 credential scope `<AKID>/<date>/<region>/<service>/aws4_request`. */
export const parseCredentialScope = (
  credential: string,
): { accessKeyId: string; service: string } | undefined => {
  const [accessKeyId, , , service] = credential.split('/');
  return accessKeyId && service ? { accessKeyId, service } : undefined;
};
