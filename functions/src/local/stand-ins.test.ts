import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertJava,
  assertPortFree,
  DYNAMODB_LOCAL_JVM_OPTIONS,
  dynamoDbLocalLauncher,
  freePort,
  StandInError,
} from './stand-ins';

const path = process.env.PATH;
afterEach(() => {
  process.env.PATH = path;
});

describe('local runtime start-up checks', () => {
  it('says how to install Java when it is missing', () => {
    process.env.PATH = '/nonexistent';
    expect(() => assertJava()).toThrow(StandInError);
    expect(() => assertJava()).toThrow(/Java is missing.*\n.*apt-get install -y default-jre-headless/);
  });

  it('accepts the Java this machine has', () => {
    expect(() => assertJava()).not.toThrow();
  });

  it('names a taken port and the setting that moves it', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      await expect(assertPortFree(port, 'API', 'PLIE_API_PORT')).rejects.toThrow(
        `Port ${port} (API) is already in use. Stop what uses it, or set PLIE_API_PORT to another port.`,
      );
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
    await expect(assertPortFree(port, 'API', 'PLIE_API_PORT')).resolves.toBeUndefined();
  });
});

describe('DynamoDB Local’s launch', () => {
  /** The command line the launcher would run (nothing is started). */
  const commandLineOf = (jvmOptions: readonly string[], options: Record<string, unknown>) => {
    let line: string[] = [];
    dynamoDbLocalLauncher(jvmOptions, (command, args) => {
      line = [command, ...args];
      return {} as ChildProcess;
    })(options);
    return line;
  };

  it('gives the JVM its options before the jar, and DynamoDB Local no telemetry', () => {
    const line = commandLineOf(DYNAMODB_LOCAL_JVM_OPTIONS, { port: 8123, path: null, sharedDb: true });
    expect(line.slice(0, 3)).toEqual(['java', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']);
    const jar = line.indexOf('-jar');
    expect(line[jar + 1]).toMatch(/DynamoDBLocal\.jar$/);
    expect(line.slice(jar + 2)).toEqual(['-inMemory', '-port', '8123', '-sharedDb', '-disableTelemetry']);
  });

  it('keeps the data in the directory given', () => {
    const line = commandLineOf([], { port: 8123, path: '/tmp/plie-data', sharedDb: true });
    expect(line.slice(line.indexOf('-jar') + 2)).toEqual([
      '-dbPath',
      '/tmp/plie-data',
      '-port',
      '8123',
      '-sharedDb',
      '-disableTelemetry',
    ]);
  });
});
