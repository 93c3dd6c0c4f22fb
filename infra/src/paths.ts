/**
 * Where the other workspaces live, resolved from this file so that synth works from any working
 * directory (the CDK CLI runs the app from infra/, tests run it from the repository root).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const infraDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const REPO_ROOT = path.resolve(infraDir, '..');
export const INFRA_DIR = infraDir;
/** The lockfile NodejsFunction reads to find the project root it bundles from. */
export const LOCKFILE = path.join(REPO_ROOT, 'package-lock.json');
/** One Lambda entry per domain: `functions/src/lambdas/<domain>.ts`. */
export const LAMBDA_ENTRY_DIR = path.join(REPO_ROOT, 'functions', 'src', 'lambdas');
/** The built dashboard (`npm run build -w dashboard`). */
export const DASHBOARD_DIST = path.join(REPO_ROOT, 'dashboard', 'dist');
/** The same build's server bundle of the data pages and their manifest (ADR 0019), beside `dist/`. */
export const DASHBOARD_SERVER_DIST = path.join(REPO_ROOT, 'dashboard', 'dist-server');
/** The esbuild NodejsFunction bundles with (the repository's own, never Docker). */
export const ESBUILD_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'esbuild');
/** The built script-tag bundle of the embeds (`npm run build -w sdk`), served at `/embed/*`. */
export const EMBED_DIST = path.join(REPO_ROOT, 'sdk', 'dist', 'embed');
