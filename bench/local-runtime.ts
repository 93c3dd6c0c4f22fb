/**
 * The product as a user gets it, for the Lighthouse and interaction figures: the local runtime
 * started exactly as `PLIE_DASHBOARD=build npm start` starts it (the dashboard's production build
 * behind Vite's preview server, the API, the script-tag widgets, demo data), but on free ports and
 * with fresh data in a folder of its own under the OS temp dir, so it runs beside any other
 * runtime on this machine. Stopped with its whole process group (DynamoDB Local's java included),
 * also when the bench fails or is interrupted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../functions/src/local/stand-ins';

const repoRoot = resolve(import.meta.dirname, '..');

/** The production build the runtime serves (dashboard/vite.config.ts's `outDir`). */
const DASHBOARD_INDEX = join(repoRoot, 'dashboard/dist/index.html');

/** The line `start.ts` prints once everything answers (after the build and the demo data). */
const READY_LINE = 'Plié is running';

export interface LocalRuntime {
  /** The dashboard's origin, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  webOrigin: string;
  /** The API's own origin (the dashboard proxies `/api` to it). */
  apiOrigin: string;
  /** True when `dashboard/dist` was rebuilt since the runtime started (another runtime's build). */
  buildChangedSince: () => boolean;
  stop: () => Promise<void>;
}

/** The group of `child` still has a live process (`kill(-pgid, 0)` throws ESRCH once none is left). */
const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};

/** SIGTERM to the whole group (start.ts stops its stand-ins), SIGKILL whatever is left after `graceMs`. */
const stopGroup = async (child: ChildProcess, graceMs = 15_000) => {
  const pid = child.pid;
  if (pid === undefined) return;
  killGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await delay(100);
  if (!groupAlive(pid)) return;
  killGroup(pid, 'SIGKILL');
  // Bounded: a process that died but was not reaped yet (a zombie) still counts as alive.
  for (const until = Date.now() + 5000; groupAlive(pid) && Date.now() < until; ) await delay(50);
};

/**
 * The environment the bench was started with: the other sections set AWS settings, flood limits and
 * secrets in `process.env` for their in-process API, none of which `npm start` would have.
 */
const launchEnvironment = { ...process.env };

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Starts the runtime and resolves once it prints that it is running (the build, the widgets' bundle
 * and the demo data included: a few minutes on a busy 2-core machine).
 */
export const startLocalRuntime = async ({ timeoutMs = 600_000 } = {}): Promise<LocalRuntime> => {
  const ports = {
    PLIE_WEB_PORT: await freePort(),
    PLIE_API_PORT: await freePort(),
    PLIE_DYNAMODB_PORT: await freePort(),
    PLIE_S3_PORT: await freePort(),
    PLIE_SES_PORT: await freePort(),
    PLIE_OIDC_PORT: await freePort(),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'plie-bench-runtime-'));
  const child = spawn('npx', ['tsx', 'functions/src/local/start.ts'], {
    cwd: repoRoot,
    // A process group of its own: stopping it stops DynamoDB Local's java and the rest with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...launchEnvironment,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      PLIE_DASHBOARD: 'build',
      PLIE_FRESH: '1',
      PLIE_DATA_DIR: dataDir,
    },
  });
  // Never leave it running: not when the bench throws, nor when it is interrupted.
  const killOnExit = () => child.pid !== undefined && killGroup(child.pid, 'SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    await stopGroup(child);
    process.off('exit', killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
  };

  let output = '';
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () =>
        fail(
          new Error(
            `The local runtime was not running within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`,
          ),
        ),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      // Its last lines only (to explain a failure): it logs on while the pages are measured.
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(
        new Error(`The local runtime exited (code ${code}) before it was running:\n${output.slice(-3000)}`),
      );
    });
  });
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  // The build is done once it runs: a later change of it is another runtime's build over this one.
  const builtAt = mtimeOf(DASHBOARD_INDEX);
  return {
    webOrigin: `http://127.0.0.1:${ports.PLIE_WEB_PORT}`,
    apiOrigin: `http://127.0.0.1:${ports.PLIE_API_PORT}`,
    buildChangedSince: () => mtimeOf(DASHBOARD_INDEX) !== builtAt,
    stop,
  };
};
