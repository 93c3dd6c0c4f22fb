import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertJava, assertPortFree, freePort, StandInError } from './stand-ins';

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
