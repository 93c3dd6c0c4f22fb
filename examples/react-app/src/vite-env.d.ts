/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Plié origin the app talks to (its API is under `/api`); see `src/plie.ts` for the default. */
  readonly VITE_PLIE_API?: string;
}
