/**
 * What the dashboard's dev server may read from disk. Vite serves any file under its allowed
 * roots at `/@fs/<absolute path>`, and by default that root is the whole workspace: the local
 * data (the token signing key, the DynamoDB file with every e-mail and password hash) included.
 * Only the dashboard and the sources and packages it is built from are allowed, and the data
 * folder is denied wherever it is.
 */
import { resolve } from 'node:path';

/** Vite's own default deny list, which a configured list replaces. */
const VITE_DEFAULT_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
];

/** Folders the dashboard is built from: itself, the workspace packages it imports, and dependencies. */
const SERVED_FOLDERS = ['dashboard', 'sdk', 'shared', 'node_modules'];

export const dashboardFileAccess = (repoRoot: string, dataDir: string) => ({
  strict: true,
  allow: SERVED_FOLDERS.map((folder) => resolve(repoRoot, folder)),
  deny: [...VITE_DEFAULT_DENY, '**/.data/**', `${resolve(dataDir)}/**`, '**/jwt-signing-key*'],
});
