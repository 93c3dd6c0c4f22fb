interface ImportMetaEnv {
  /** The local runtime's mail inbox (aws-ses-v2-local); only set by the local runtime. */
  readonly VITE_LOCAL_INBOX_URL?: string;
  /** Product analytics token (spec §7); unset: nothing is sent. */
  readonly VITE_ANALYTICS_TOKEN?: string;
  /** The analytics provider's ingestion address; defaults to Mixpanel's EU endpoint. */
  readonly VITE_ANALYTICS_API_URL?: string;
}
