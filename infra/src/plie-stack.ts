/**
 * Everything Plié runs on in AWS, in one stack per stage (ARCHITECTURE §6): the table, the
 * upload bucket and its CDN, SES, one Lambda per domain behind the HTTP API generated from the
 * contract, the scheduled jobs, the web site (dashboard + embeds) and the alarms.
 */
import { endpoints as contractEndpoints, type NamedEndpoint } from '@plie/shared';
import { Annotations, CfnOutput, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { Api } from './api';
import { Backend } from './backend';
import type { PlieConfig } from './config';
import { Monitoring } from './monitoring';
import { DASHBOARD_DIST, EMBED_DIST } from './paths';
import { PlieTable } from './plie-table';
import { ScheduledJobs } from './scheduled-jobs';
import { Site } from './site';
import { Uploads } from './uploads';

export interface PlieStackProps extends StackProps {
  config: PlieConfig;
  /** The contract's endpoints (default: all of `@plie/shared`'s). */
  endpoints?: readonly NamedEndpoint[];
  /** Build folders uploaded to the site when they exist (default: dashboard/dist, sdk/dist/embed). */
  dashboardDist?: string;
  embedDist?: string;
}

export class PlieStack extends Stack {
  readonly table: PlieTable;
  readonly uploads: Uploads;
  readonly mailIdentity: EmailIdentity;
  readonly site: Site;
  readonly backend: Backend;
  readonly api: Api;
  readonly scheduledJobs: ScheduledJobs;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: PlieStackProps) {
    super(scope, id, { description: `Plié — dance-class marketplace (${props.config.stage})`, ...props });
    const { config } = props;
    const endpoints = props.endpoints ?? contractEndpoints;
    Tags.of(this).add('project', 'plie');
    Tags.of(this).add('stage', config.stage);

    this.table = new PlieTable(this, 'Table', { isProduction: config.isProduction });
    this.uploads = new Uploads(this, 'Uploads', { stage: config.stage });
    this.mailIdentity = new EmailIdentity(this, 'MailIdentity', {
      identity: Identity.domain(config.mailDomain),
    });
    this.site = new Site(this, 'Site', {
      stage: config.stage,
      dashboardDist: props.dashboardDist ?? DASHBOARD_DIST,
      embedDist: props.embedDist ?? EMBED_DIST,
    });

    this.backend = new Backend(this, 'Functions', {
      stage: config.stage,
      endpoints,
      table: this.table,
      uploadBucket: this.uploads.bucket,
      uploadPublicUrl: this.uploads.publicUrl,
      mailIdentity: this.mailIdentity,
      mailFrom: config.mailFrom,
      publicWebUrl: this.site.url,
      adminEmails: config.adminEmails,
      jwtPrivateJwk: config.jwtPrivateJwk,
      google: config.google,
      jwtPublicJwks: config.jwtPublicJwks,
    });
    this.api = new Api(this, 'Api', {
      stage: config.stage,
      endpoints,
      functions: this.backend.functions,
      // Other sites only: the dashboard reaches the API on its own origin (below), without CORS.
      // (Listing the site's URL here would also be a cycle: the site's distribution points at the
      // API, and the API's CORS configuration would point at the distribution.)
      allowedOrigins: config.allowedOrigins,
    });
    this.site.routeApi(this.api.httpApi);
    this.scheduledJobs = new ScheduledJobs(this, 'ScheduledJobs', {
      stage: config.stage,
      functions: this.backend.functions,
    });

    const deployed = this.site.deployContent({
      stage: config.stage,
      // The site's own origin, which serves /api/* (absolute, so a page elsewhere can use it too).
      apiUrl: this.site.url,
      uploadsUrl: this.uploads.publicUrl,
    });
    if (!deployed.dashboard) {
      Annotations.of(this.site).addInfo(
        'dashboard/dist not found: the site is deployed empty (run "npm run build" first)',
      );
    }
    if (!deployed.embed) {
      Annotations.of(this.site).addInfo(
        'sdk/dist/embed not found: /embed/* is deployed empty (run "npm run build" first)',
      );
    }

    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      functions: this.backend.functions,
      httpApi: this.api.httpApi,
      table: this.table,
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
