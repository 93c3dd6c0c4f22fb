/**
 * A switchable proxy in front of a local stand-in (the fault switch, fault-switch.ts): in `ok` it
 * passes every request through; in `refuse` it stops listening and drops open connections (the
 * caller's connection is refused, as when the service is unreachable); in `error` it answers as
 * the service does when it fails (HTTP 500 with the service's own error shape); in `hang` it takes
 * the request and never answers, so the callers' timeouts show. Only the local runtime starts it
 * (`PLIE_FAULTS=1`); no Lambda bundle imports it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { forward, send } from './aws-gateway/http-io';

export const FAULT_MODES = ['ok', 'refuse', 'error', 'hang'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** The service a proxy stands before, for the shape of its failure. */
export type FaultyService = 'mail' | 'files';

/** How each service says "internal failure": SES v2 in REST-JSON, S3 in XML. */
const FAILURE_ANSWERS: Record<FaultyService, { headers: Record<string, string>; body: string }> = {
  mail: {
    headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'InternalFailure' },
    body: JSON.stringify({ message: 'The request processing has failed because of an unknown error.' }),
  },
  files: {
    headers: { 'content-type': 'application/xml' },
    body: '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>',
  },
};

export interface FaultProxy {
  /** Where callers reach the stand-in through the proxy (same port in every mode). */
  endpoint: string;
  mode: () => FaultMode;
  setMode: (mode: FaultMode) => Promise<void>;
  stop: () => Promise<void>;
}

export const startFaultProxy = async (options: {
  service: FaultyService;
  /** The stand-in's endpoint, e.g. http://127.0.0.1:8005 */
  upstream: string;
  host?: string;
  port?: number;
}): Promise<FaultProxy> => {
  const host = options.host ?? '127.0.0.1';
  let mode: FaultMode = 'ok';
  const sockets = new Set<Socket>();
  const failure = FAILURE_ANSWERS[options.service];

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (mode === 'hang') return; // Never answered; the socket is dropped when the mode changes.
    if (mode === 'error') {
      req.resume();
      send(res, 500, failure.headers, failure.body);
      return;
    }
    void forward(req, res, { upstream: options.upstream });
  };
  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
  };
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  await listen(options.port ?? 0);
  const port = (server.address() as AddressInfo).port;

  return {
    endpoint: `http://${host}:${port}`,
    mode: () => mode,
    setMode: async (next) => {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      // Requests held by `hang` and kept-alive connections end with the mode they were made under.
      if (next === 'refuse') {
        const closed = close();
        dropConnections();
        await closed;
      } else {
        if (previous === 'hang') dropConnections();
        if (!server.listening) await listen(port);
      }
    },
    stop: async () => {
      dropConnections();
      await close();
    },
  };
};
