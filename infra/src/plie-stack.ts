/**
 * Everything Plié runs on in AWS, in one stack per stage (ARCHITECTURE §6): the table, the
 * upload bucket and its CDN, SES, one Lambda per domain behind the HTTP API generated from the
 * contract, the scheduled jobs, the web site (dashboard + embeds) and the alarms.
 */
import { analyticsConnectOrigins } from '@plie/functions/web-headers';
import { endpoints as contractEndpoints, type NamedEndpoint } from '@plie/shared';
import { Annotations, CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type { EmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { AccessLogs } from './access-logs';
import { Api } from './api';
import { Backend } from './backend';
import type { PlieConfig } from './config';
import { FailedEvents } from './failed-events';
import { Mail } from './mail';
import { Monitoring } from './monitoring';
import { deliverOutboxFromStream } from './outbox-delivery';
import { hasServerBundle, Pages } from './pages';
import { DASHBOARD_DIST, DASHBOARD_SERVER_DIST, EMBED_DIST } from './paths';
import { PlieTable } from './plie-table';
import { ScheduledJobs } from './scheduled-jobs';
import { ORIGIN_VERIFY_HEADER, PlieSecrets } from './secrets';
import { Site } from './site';
import { Uploads } from './uploads';
import { type EdgeWebAcl, protectSiteWithWaf } from './waf';

export interface PlieStackProps extends StackProps {
  config: PlieConfig;
  /** The contract's endpoints (default: all of `@plie/shared`'s). */
  endpoints?: readonly NamedEndpoint[];
  /** Build folders uploaded to the site when they exist (default: dashboard/dist, sdk/dist/embed). */
  dashboardDist?: string;
  embedDist?: string;
  /**
   * The build's server bundle of the data pages (default: dashboard/dist-server): with it (and the
   * copies in `dashboardDist`) the `pages` function renders them (ADR 0019); without, they stay the
   * bucket's app shell copies.
   */
  dashboardServerDist?: string;
}

export class PlieStack extends Stack {
  readonly table: PlieTable;
  readonly accessLogs: AccessLogs;
  readonly uploads: Uploads;
  readonly mail: Mail;
  readonly mailIdentity: EmailIdentity;
  readonly failedEvents: FailedEvents;
  readonly site: Site;
  readonly secrets: PlieSecrets;
  /** The server-rendered data pages' function, when the build has its server bundle. */
  readonly pages?: Pages;
  readonly backend: Backend;
  readonly api: Api;
  readonly scheduledJobs: ScheduledJobs;
  readonly monitoring: Monitoring;
  /** The site's WAF web ACL, when `wafRateLimit` is set. */
  readonly webAcl?: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: PlieStackProps) {
    super(scope, id, {
      description: `Plié — dance-class marketplace (${props.config.stage})`,
      // The optional WAF's web ACL lives in us-east-1; from another region its ARN is read across (waf.ts).
      crossRegionReferences: props.config.wafRateLimit !== undefined,
      ...props,
    });
    const { config } = props;
    const endpoints = props.endpoints ?? contractEndpoints;
    // S3 server access logs are granted by a bucket policy, not the legacy log-delivery ACL.
    this.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);
    Tags.of(this).add('project', 'plie');
    Tags.of(this).add('stage', config.stage);

    this.table = new PlieTable(this, 'Table', { isProduction: config.isProduction });
    this.accessLogs = new AccessLogs(this, 'AccessLogs');
    this.uploads = new Uploads(this, 'Uploads', { stage: config.stage, accessLogs: this.accessLogs.bucket });
    this.mail = new Mail(this, 'Mail', { stage: config.stage, mailDomain: config.mailDomain });
    this.mailIdentity = this.mail.identity;
    this.secrets = new PlieSecrets(this, 'Secrets', {
      stage: config.stage,
      isProduction: config.isProduction,
      withGoogle: config.googleClientId !== undefined,
    });
    const dashboardBuild = {
      dashboardDist: props.dashboardDist ?? DASHBOARD_DIST,
      dashboardServerDist: props.dashboardServerDist ?? DASHBOARD_SERVER_DIST,
    };
    // Made before the site, whose distribution lists the data pages' behaviors before `/embed/*`.
    if (hasServerBundle(dashboardBuild)) {
      this.pages = new Pages(this, 'Pages', {
        stage: config.stage,
        table: this.table,
        secrets: this.secrets,
        ...dashboardBuild,
      });
    }
    this.site = new Site(this, 'Site', {
      stage: config.stage,
      dashboardDist: dashboardBuild.dashboardDist,
      embedDist: props.embedDist ?? EMBED_DIST,
      ...(this.pages ? { dataPages: this.pages.url } : {}),
      accessLogs: this.accessLogs.bucket,
      // The pages' CSP: images from the uploads CDN; fetches to the bucket (presigned POSTs) and analytics.
      uploadsOrigin: this.uploads.publicUrl,
      connectOrigins: [
        `https://${this.uploads.bucket.bucketRegionalDomainName}`,
        ...analyticsConnectOrigins(process.env),
      ],
    });

    this.backend = new Backend(this, 'Functions', {
      stage: config.stage,
      endpoints,
      table: this.table,
      uploadBucket: this.uploads.bucket,
      uploadPublicUrl: this.uploads.publicUrl,
      mailIdentity: this.mailIdentity,
      mailConfigurationSet: this.mail.configurationSet,
      mailFrom: config.mailFrom,
      publicWebUrl: this.site.url,
      adminEmails: config.adminEmails,
      ...(config.googleClientId ? { googleClientId: config.googleClientId } : {}),
      secrets: this.secrets,
    });
    this.api = new Api(this, 'Api', {
      stage: config.stage,
      endpoints,
      functions: this.backend.functions,
      // Other sites only: the dashboard reaches the API on its own origin (below), without CORS.
      // (Listing the site's URL here would also be a cycle: the site's distribution points at the
      // API, and the API's CORS configuration would point at the distribution.)
      allowedOrigins: config.allowedOrigins,
      // Every route's throttle (tighter ones on sign-up, login… are api.ts's ROUTE_THROTTLES).
      throttle: config.apiThrottle,
      isProduction: config.isProduction,
    });
    // The API answers only what came through CloudFront: it adds this header, whose value is a
    // secret (a dynamic reference in the template, resolved by CloudFormation, never written out).
    this.site.routeApi(this.api.httpApi, {
      [ORIGIN_VERIFY_HEADER]: this.secrets.secret('originVerify').secretValue.unsafeUnwrap(),
    });
    if (config.wafRateLimit !== undefined) {
      this.webAcl = protectSiteWithWaf(this.site, { stage: config.stage, rateLimit: config.wafRateLimit });
    }
    this.failedEvents = new FailedEvents(this, 'FailedEvents', { stage: config.stage });
    this.scheduledJobs = new ScheduledJobs(this, 'ScheduledJobs', {
      stage: config.stage,
      functions: this.backend.functions,
      failedEvents: this.failedEvents,
    });
    this.mail.routeBouncesAndComplaintsTo(this.backend.functions.auth, this.failedEvents);
    // The e-mail outbox (ADR 0017): new and retried messages reach the groups function by the stream.
    deliverOutboxFromStream(this.backend.functions.groups, this.table, this.failedEvents.queue);

    const deployed = this.site.deployContent({
      stage: config.stage,
      // The site's own origin, which serves /api/* (absolute, so a page elsewhere can use it too).
      apiUrl: this.site.url,
      uploadsUrl: this.uploads.publicUrl,
      // Who provides the service: the legal notice shows it (issue #17 item 9).
      operator: config.operator,
    });
    if (!deployed.dashboard) {
      Annotations.of(this.site).addInfo(
        'dashboard/dist not found: the site is deployed empty (run "npm run build" first)',
      );
    }
    if (!this.pages) {
      Annotations.of(this.site).addInfo(
        'dashboard/dist-server not found: the data pages are served as their app shell copies (run "npm run build" first)',
      );
    }
    if (!deployed.embed) {
      Annotations.of(this.site).addInfo(
        'sdk/dist/embed not found: /embed/* is deployed empty (run "npm run build" first)',
      );
    }

    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      // The pages function's errors and throttles too: CloudFront then answers the bucket's copies.
      functions: { ...this.backend.functions, ...(this.pages ? { pages: this.pages.function } : {}) },
      httpApi: this.api.httpApi,
      table: this.table,
      failedEventsQueue: this.failedEvents.queue,
      alarmEmails: config.alarmEmails,
    });

    new CfnOutput(this, 'ApiUrl', {
      value: this.api.url,
      description: 'The HTTP API itself (paths start with /api); the site serves it too, at SiteUrl/api/*',
    });
    new CfnOutput(this, 'SiteUrl', {
      value: this.site.url,
      description: 'The dashboard; embeds at /embed/*, the API at /api/*',
    });
    new CfnOutput(this, 'UploadsUrl', {
      value: this.uploads.publicUrl,
      description: 'Public base URL of uploads',
    });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadBucketName', { value: this.uploads.bucket.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
    this.mailIdentity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `MailDkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: `DNS record ${index + 1} of 3 that verifies ${config.mailDomain} for SES (Easy DKIM)`,
      });
    });
  }
}
