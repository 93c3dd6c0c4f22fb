/**
 * The web site's runtime configuration, `/config.json` (issue #17 item 9): written by the CDK app at
 * deploy (infra/src/site.ts, from CDK context: infra/src/config.ts) and by the local runtime, read by
 * the dashboard at run time. It holds the operator's details the legal notice shows, so no public page
 * carries placeholder text and changing the operator needs no rebuild.
 */
import * as v from 'valibot';

/** Who provides Plié (the legal notice; the data controller of the privacy policy). */
export interface SiteOperator {
  /** Registered name, e.g. "Plié sp. z o.o.". */
  name: string;
  /** Registered address, one line. */
  address: string;
  /** The register and the entry's number, e.g. "KRS 0000123456" or "CEIDG". */
  register: string;
  /** Polish tax identification number (NIP), 10 digits. */
  nip: string;
  /** Polish statistical number (REGON), 9 or 14 digits. */
  regon: string;
  /** Where users and authorities write to the operator. */
  email: string;
  /** A fictional operator (the local runtime, a stage that is not production): the notice says so. */
  demo?: boolean;
}

export interface SiteConfig {
  operator: SiteOperator;
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1));

export const SiteOperatorSchema = v.object({
  name: text,
  address: text,
  register: text,
  nip: text,
  regon: text,
  email: text,
  demo: v.optional(v.boolean()),
});

/** `/config.json` as the dashboard reads it; its other fields (URLs, stage) are not the dashboard's concern. */
export const SiteConfigSchema = v.looseObject({ operator: SiteOperatorSchema });

/**
 * The operator of a demonstration: the local runtime, and a deployed stage that is not production and
 * names no operator. Fictional and marked `demo`, so the legal notice says it is not a real company.
 */
export const DEMO_SITE_OPERATOR: SiteOperator = {
  name: 'Plié Demo sp. z o.o.',
  address: 'ul. Taneczna 1, 31-000 Kraków, Polska',
  register: 'KRS 0000000000',
  nip: '0000000000',
  regon: '000000000',
  email: 'hello@plie.dance',
  demo: true,
};
