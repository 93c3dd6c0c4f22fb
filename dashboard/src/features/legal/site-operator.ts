/**
 * Who provides Plié, as the legal notice shows it: read at run time from the site's `/config.json`
 * (deployed by the CDK app from its configuration; served with a fictional demo operator by the
 * local runtime), so the notice never carries placeholder text and a new operator needs no rebuild.
 * Read once per page load; a failed read is not remembered, so the page's "Try again" can retry.
 */
import { SiteConfigSchema, type SiteOperator } from '@plie/shared';
import * as v from 'valibot';

export const SITE_CONFIG_URL = '/config.json';

let operator: Promise<SiteOperator> | undefined;

const fetchSiteOperator = async (): Promise<SiteOperator> => {
  const response = await fetch(SITE_CONFIG_URL, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${SITE_CONFIG_URL} answered ${response.status}`);
  return v.parse(SiteConfigSchema, await response.json()).operator;
};

export const loadSiteOperator = (): Promise<SiteOperator> => {
  operator ??= fetchSiteOperator().catch((error: unknown) => {
    operator = undefined;
    throw error;
  });
  return operator;
};
