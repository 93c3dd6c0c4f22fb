/**
 * A local Lambda service for the deployed artifacts: each function's esbuild bundle (what CDK
 * zips) runs in worker threads with exactly its own environment — as in Lambda, an instance
 * handles one invocation at a time, a busy function gets another instance (a cold start, which
 * imports the bundle afresh) up to `maxInstances`, and an invocation that outlives the
 * function's timeout is cut off (the instance is dropped, as Lambda drops it).
 *
 * Errors come back as Lambda reports them to its caller (`errorType`, `errorMessage`), so the
 * API stand-in can answer as API Gateway does: 500 `{"message":"Internal Server Error"}`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface LambdaFunctionSpec {
  name: string;
  bundleDir: string;
  /** `index.handler`: file `index.mjs` (or `index.js`), export `handler`. */
  handler: string;
  timeoutSeconds: number;
  memoryMb: number;
  /** The whole environment of the function (nothing is inherited from this process). */
  environment: Record<string, string>;
}

export class LambdaInvocationError extends Error {
  override readonly name = 'LambdaInvocationError';
  constructor(
    readonly functionName: string,
    readonly errorType: string,
    message: string,
    readonly stack_?: string,
  ) {
    super(`${functionName}: ${errorType}: ${message}`);
  }
}

/** The code each instance runs (plain JavaScript: workers don't share this process's TypeScript loader). */
const INSTANCE_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.moduleUrl).then((module) => {
  const handler = module[workerData.exportName];
  if (typeof handler !== 'function') {
    throw Object.assign(new Error(workerData.moduleUrl + ' does not export a function "' + workerData.exportName + '"'), { name: 'Runtime.HandlerNotFound' });
  }
  return handler;
});
loaded.catch(() => undefined);
parentPort.on('message', async ({ id, event, context }) => {
  const deadline = Date.now() + context.timeoutMs;
  try {
    const handler = await loaded;
    const result = await handler(event, { ...context, getRemainingTimeInMillis: () => deadline - Date.now() });
    parentPort.postMessage({ id, ok: true, result: result === undefined ? null : JSON.parse(JSON.stringify(result)) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, errorType: (error && error.name) || 'Error', errorMessage: String((error && error.message) || error), stack: error && error.stack });
  }
});
`;

interface Instance {
  worker: Worker;
  busy: boolean;
  invocations: number;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface LambdaStats {
  coldStarts: number;
  invocations: number;
  errors: number;
  timeouts: number;
}

export class LocalLambda {
  readonly stats: LambdaStats = { coldStarts: 0, invocations: 0, errors: 0, timeouts: 0 };
  private readonly instances: Instance[] = [];
  private readonly queue: Array<() => void> = [];
  private readonly pending = new Map<string, Pending>();
  private readonly moduleUrl: string;
  private readonly exportName: string;
  private stopped = false;

  constructor(
    readonly spec: LambdaFunctionSpec,
    private readonly maxInstances = 2,
  ) {
    const [file = 'index', exportName = 'handler'] = spec.handler.split('.');
    const candidates = [`${file}.mjs`, `${file}.js`, `${file}.cjs`].map((name) => join(spec.bundleDir, name));
    const found = candidates.find((candidate) => existsSync(candidate));
    if (!found) throw new Error(`${spec.name}: no ${file}.mjs/.js in its bundle ${spec.bundleDir}`);
    this.moduleUrl = pathToFileURL(found).href;
    this.exportName = exportName;
  }

  private startInstance(): Instance {
    this.stats.coldStarts += 1;
    const worker = new Worker(INSTANCE_CODE, {
      eval: true,
      env: { ...this.spec.environment },
      workerData: { moduleUrl: this.moduleUrl, exportName: this.exportName },
      // Lambda's memory setting, as the heap limit (young generation left to V8).
      resourceLimits: { maxOldGenerationSizeMb: this.spec.memoryMb },
      stdout: false,
      stderr: false,
    });
    const instance: Instance = { worker, busy: false, invocations: 0 };
    worker.on(
      'message',
      (message: {
        id: string;
        ok: boolean;
        result?: unknown;
        errorType?: string;
        errorMessage?: string;
        stack?: string;
      }) => {
        const pending = this.pending.get(message.id);
        if (!pending) return;
        this.pending.delete(message.id);
        if (message.ok) pending.resolve(message.result);
        else {
          this.stats.errors += 1;
          pending.reject(
            new LambdaInvocationError(
              this.spec.name,
              message.errorType ?? 'Error',
              message.errorMessage ?? '',
              message.stack,
            ),
          );
        }
      },
    );
    worker.on('error', (error) => {
      // The instance died (out of memory, a crash at load): its invocation fails, the instance goes.
      for (const [id, pending] of this.pending) {
        if ((pending as Pending & { instance?: Instance }).instance === instance) {
          this.pending.delete(id);
          this.stats.errors += 1;
          pending.reject(new LambdaInvocationError(this.spec.name, 'Runtime.ExitError', String(error)));
        }
      }
      this.drop(instance);
    });
    this.instances.push(instance);
    return instance;
  }

  private drop(instance: Instance) {
    const index = this.instances.indexOf(instance);
    if (index >= 0) this.instances.splice(index, 1);
    void instance.worker.terminate();
    this.next();
  }

  private next() {
    const waiting = this.queue.shift();
    if (waiting) waiting();
  }

  private acquire(): Promise<Instance> {
    if (this.stopped) return Promise.reject(new Error(`${this.spec.name} is stopped`));
    const idle = this.instances.find((instance) => !instance.busy);
    if (idle) return Promise.resolve(idle);
    if (this.instances.length < this.maxInstances) return Promise.resolve(this.startInstance());
    return new Promise((resolve) => this.queue.push(() => resolve(this.acquire())));
  }

  /** Invokes the function synchronously (RequestResponse), as API Gateway and EventBridge do. */
  async invoke(event: unknown): Promise<unknown> {
    const instance = await this.acquire();
    instance.busy = true;
    instance.invocations += 1;
    this.stats.invocations += 1;
    const id = randomUUID();
    const timeoutMs = this.spec.timeoutSeconds * 1000;
    const context = {
      functionName: this.spec.name,
      functionVersion: '$LATEST',
      memoryLimitInMB: String(this.spec.memoryMb),
      awsRequestId: id,
      invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${this.spec.name}`,
      timeoutMs,
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise((resolve, reject) => {
        this.pending.set(id, Object.assign({ resolve, reject }, { instance }));
        timer = setTimeout(() => {
          if (!this.pending.delete(id)) return;
          this.stats.timeouts += 1;
          this.drop(instance);
          reject(
            new LambdaInvocationError(
              this.spec.name,
              'Sandbox.Timedout',
              `Task timed out after ${this.spec.timeoutSeconds}.00 seconds`,
            ),
          );
        }, timeoutMs);
        instance.worker.postMessage({ id, event, context });
      });
    } finally {
      clearTimeout(timer);
      if (this.instances.includes(instance)) {
        instance.busy = false;
        this.next();
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.instances.map((instance) => instance.worker.terminate()));
    this.instances.length = 0;
  }
}
