interface ImportMetaEnv {
  /** The local runtime's mail inbox (aws-ses-v2-local); only set by the local runtime. */
  readonly VITE_LOCAL_INBOX_URL?: string;
}
