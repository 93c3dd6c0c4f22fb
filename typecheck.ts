/**
 * `npm run typecheck`: TypeScript 7's native `tsc` (the `typescript-7` alias) over every TypeScript
 * project, two at a time. It checks the same configurations as TypeScript 5.9's, which stays the
 * `typescript` package for what needs the compiler's JS API (tsup's declarations, the packed
 * package's consumer). Measured on 2 cores: the eight projects took 190 s of CPU with 5.9 (the
 * dashboard alone 40 s), 25 s one after another with 7 (the dashboard 4.7 s). Each project's output
 * is printed whole when it ends, so errors stay readable; the exit code is non-zero when any fails.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

/** The projects, slowest first so the longest ones start at once. */
export const PROJECTS = ['dashboard', 'bench', 'infra', 'sdk', 'functions', 'shared', 'examples', '.'];

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');

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
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 2)) }, worker));
if (results.some((result) => !result.ok)) process.exit(1);
