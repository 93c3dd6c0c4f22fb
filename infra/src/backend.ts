/**
 * One Lambda per domain (ARCHITECTURE §3), each with the environment the functions' config
 * reads and only the rights its domain needs (see domain-access.ts): the table's data actions the
 * data layer uses (no Scan, no streams) on the partition-key families its code touches
 * (`dynamodb:LeadingKeys`), the upload bucket for domains with upload endpoints, SES
 * for those that mail, and read access to exactly the secrets it needs — whose ids, never values,
 * are in its environment (secrets.ts).
 */
import { ENV } from '@plie/functions/setting-names';
import { TABLE_DESIGN } from '@plie/functions/table-design';
import { DOMAINS, type Domain, type NamedEndpoint } from '@plie/shared';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { EmailIdentity, IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import {
  DOMAIN_ACCESS,
  type DomainAccess,
  domainsThatUpload,
  leadingKeyPatternsOf,
  secretsOf,
  TABLE_ACTIONS,
} from './domain-access';
import { grantSendMail } from './mail';
import { PlieFunction } from './plie-function';
import { type PlieSecrets, SECRET_ID_VARIABLES } from './secrets';
import { grantImageDeletion, grantUploadRights } from './uploads';

export interface BackendProps {
  stage: string;
  endpoints: readonly NamedEndpoint[];
  table: ITableV2;
  uploadBucket: IBucket;
  /** Public base URL of uploaded files (CloudFront). */
  uploadPublicUrl: string;
  mailIdentity: EmailIdentity;
  /** The SES configuration set mail is sent with (its events feed the suppression list; mail.ts). */
  mailConfigurationSet: IConfigurationSet;
  mailFrom: string;
  /** The web site's URL: links in e-mails point there. */
  publicWebUrl: string;
  adminEmails: string[];
  /** "Sign in with Google": the client id (public); its secret is in `secrets`. */
  googleClientId?: string;
  secrets: PlieSecrets;
}

/** The domains that geocode addresses (the room form's address search). */
export const GEOCODING_DOMAINS: readonly Domain[] = ['locations'];

/**
 * The geocoder settings (functions/src/domains/locations/geocoder.ts): Nominatim, whose usage policy asks
 * for a User-Agent that identifies the application — ours names the stage and the site.
 */
export const geocoderEnvironment = (stage: string, publicWebUrl: string) => ({
  [ENV.geocoder]: 'nominatim',
  [ENV.geocoderUserAgent]: `Plie/${stage} (${publicWebUrl})`,
});

/** The condition a domain's table statement carries: its key families as `dynamodb:LeadingKeys`. */
export const tableConditionOf = (access: DomainAccess) => ({
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatternsOf(access) },
});

/** `users` → `Users`, for construct ids. */
export const pascalCase = (text: string) =>
  text.replace(/(^|[-_])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

export class Backend extends Construct {
  readonly functions: Record<Domain, PlieFunction>;

  constructor(scope: Construct, id: string, props: BackendProps) {
    super(scope, id);
    const uploaders = domainsThatUpload(props.endpoints);
    const environment = {
      [ENV.stage]: props.stage,
      [ENV.tableName]: props.table.tableName,
      [ENV.uploadBucket]: props.uploadBucket.bucketName,
      [ENV.uploadPublicUrl]: props.uploadPublicUrl,
      [ENV.mailFrom]: props.mailFrom,
      [ENV.publicWebUrl]: props.publicWebUrl,
      [ENV.platformAdminEmails]: props.adminEmails.join(','),
      // CloudFront serves /api/*: the viewer's address is the entry it appends to X-Forwarded-For.
      [ENV.trustedProxyCount]: '1',
    };

    const withGoogle = props.googleClientId !== undefined;

    const entries = DOMAINS.map((domain) => {
      const access = DOMAIN_ACCESS[domain];
      const secrets = secretsOf(access, withGoogle).map(
        (kind) => [kind, props.secrets.secret(kind)] as const,
      );
      const fn = new PlieFunction(this, pascalCase(domain), {
        domain,
        stage: props.stage,
        environment: {
          ...environment,
          // Powertools' service name: every log line of the function says which one it is.
          [ENV.serviceName]: `plie-${domain}`,
          ...Object.fromEntries(
            secrets.map(([kind, secret]) => [SECRET_ID_VARIABLES[kind], secret.secretArn]),
          ),
          ...(access.signsTokens && props.googleClientId
            ? { [ENV.googleClientId]: props.googleClientId }
            : {}),
          ...(access.sendsMail
            ? { [ENV.mailConfigurationSet]: props.mailConfigurationSet.configurationSetName }
            : {}),
          ...(GEOCODING_DOMAINS.includes(domain) ? geocoderEnvironment(props.stage, props.publicWebUrl) : {}),
        },
        memorySize: access.memorySize,
        timeout: access.timeout,
        shipsCityData: access.shipsCityData,
      });
      for (const [, secret] of secrets) secret.grantRead(fn);
      if (access.usesTable) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: [...TABLE_ACTIONS],
            // The table and each of its indexes by name (TABLE_DESIGN): never `index/*`.
            resources: [
              props.table.tableArn,
              ...TABLE_DESIGN.indexes.map((index) => `${props.table.tableArn}/index/${index.name}`),
            ],
            // Only items (and queried partitions) of its own key families. ForAllValues passes a
            // request with no leading keys at all: only Scan has none, and no role is granted it.
            conditions: tableConditionOf(access),
          }),
        );
      }
      if (uploaders.has(domain)) grantUploadRights(props.uploadBucket, fn);
      else if (access.deletesImages) grantImageDeletion(props.uploadBucket, fn);
      if (access.sendsMail) grantSendMail(fn, props.mailIdentity, props.mailConfigurationSet);
      return [domain, fn] as const;
    });
    this.functions = Object.fromEntries(entries) as Record<Domain, PlieFunction>;
  }
}
