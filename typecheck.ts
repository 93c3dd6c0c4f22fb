/**
 * `npm run typecheck`: `tsc` over every TypeScript project, as many at a time as there are cores
 * (tsc is single-threaded: one after another took 90–100 s on 2 cores, the longest path of the
 * suite's fixed costs). Each project's output is printed whole when it ends, so errors stay
 * readable; the exit code is non-zero when any project fails.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

/** The projects, slowest first so the longest ones start at once. */
export const PROJECTS = ['dashboard', 'bench', 'infra', 'sdk', 'functions', 'shared', 'examples', '.'];

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const check = (project: string) =>
  new Promise<{ project: string; ok: boolean; output: string; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) =>
      resolve({ project, ok: code === 0, output, seconds: (performance.now() - started) / 1000 }),
    );
  });

const queue = [...PROJECTS];
const results: Awaited<ReturnType<typeof check>>[] = [];
const worker = async () => {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    const result = await check(project);
    results.push(result);
    console.log(`${result.ok ? '✓' : '✗'} tsc -p ${project} (${result.seconds.toFixed(1)} s)`);
    if (result.output.trim()) console.log(result.output.trimEnd());
  }
};
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, worker));
if (results.some((result) => !result.ok)) process.exit(1);
