/**
 * One Lambda per domain (ARCHITECTURE §3), each with the environment the functions' config
 * reads and only the rights its domain needs (see domain-access.ts). Every function verifies
 * access tokens with the public keys (`JWT_PUBLIC_JWKS`); only the domains that issue them get
 * the private key (`JWT_PRIVATE_JWK`); every function with the table the key its paging cursors
 * are authenticated with (`CURSOR_SECRET`, derived one way from the private key). Lambda encrypts environment variables at rest with KMS;
 * moving the private key to Secrets Manager is the next step (docs/decisions/0003-deploying.md).
 */
import { DOMAINS, type Domain, type NamedEndpoint } from '@plie/shared';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { EmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { DOMAIN_ACCESS, domainsThatUpload } from './domain-access';
import { PlieFunction } from './plie-function';
import { cursorSecretOf } from './signing-key';

export interface BackendProps {
  stage: string;
  endpoints: readonly NamedEndpoint[];
  table: ITableV2;
  uploadBucket: IBucket;
  /** Public base URL of uploaded files (CloudFront). */
  uploadPublicUrl: string;
  mailIdentity: EmailIdentity;
  mailFrom: string;
  /** The web site's URL: links in e-mails point there. */
  publicWebUrl: string;
  adminEmails: string[];
  /** The private JWK (JSON) access tokens are signed with: given only to domains that sign them. */
  jwtPrivateJwk: string;
  /** "Sign in with Google" client, given only to the function that issues tokens. */
  google?: { clientId: string; clientSecret: string };
  /** The public JWKS (JSON) every function verifies access tokens with. */
  jwtPublicJwks: string;
}

/** The domains that geocode addresses (the room form's address search). */
export const GEOCODING_DOMAINS: readonly Domain[] = ['locations'];

/**
 * The geocoder settings (functions/src/services/geocoder.ts): Nominatim, whose usage policy asks
 * for a User-Agent that identifies the application — ours names the stage and the site.
 */
export const geocoderEnvironment = (stage: string, publicWebUrl: string) => ({
  GEOCODER: 'nominatim',
  GEOCODER_USER_AGENT: `Plie/${stage} (${publicWebUrl})`,
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
      STAGE: props.stage,
      TABLE_NAME: props.table.tableName,
      UPLOAD_BUCKET: props.uploadBucket.bucketName,
      UPLOAD_PUBLIC_URL: props.uploadPublicUrl,
      MAIL_FROM: props.mailFrom,
      PUBLIC_WEB_URL: props.publicWebUrl,
      PLATFORM_ADMIN_EMAILS: props.adminEmails.join(','),
      JWT_PUBLIC_JWKS: props.jwtPublicJwks,
      // CloudFront serves /api/*: the viewer's address is the entry it appends to X-Forwarded-For.
      TRUSTED_PROXY_COUNT: '1',
    };

    const cursorSecret = cursorSecretOf(JSON.parse(props.jwtPrivateJwk) as { d: string });

    const entries = DOMAINS.map((domain) => {
      const access = DOMAIN_ACCESS[domain];
      const fn = new PlieFunction(this, pascalCase(domain), {
        domain,
        stage: props.stage,
        environment: {
          ...environment,
          ...(access.signsTokens
            ? {
                JWT_PRIVATE_JWK: props.jwtPrivateJwk,
                ...(props.google
                  ? {
                      GOOGLE_CLIENT_ID: props.google.clientId,
                      GOOGLE_CLIENT_SECRET: props.google.clientSecret,
                    }
                  : {}),
              }
            : {}),
          // Every function with the table may page a query, and authenticates its cursors with this.
          ...(access.usesTable ? { CURSOR_SECRET: cursorSecret } : {}),
          ...(GEOCODING_DOMAINS.includes(domain) ? geocoderEnvironment(props.stage, props.publicWebUrl) : {}),
        },
        memorySize: access.memorySize,
        timeout: access.timeout,
        shipsCityData: access.shipsCityData,
      });
      if (access.usesTable) props.table.grantReadWriteData(fn);
      if (uploaders.has(domain)) props.uploadBucket.grantPut(fn);
      if (access.sendsMail) props.mailIdentity.grantSendEmail(fn);
      return [domain, fn] as const;
    });
    this.functions = Object.fromEntries(entries) as Record<Domain, PlieFunction>;
  }
}
