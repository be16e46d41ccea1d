import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback HTTP server that plays a hostile or broken service: each test hands it a route
// function. It records every request it received (method, URL, headers, body), so a test can
// show that a credential never reached it.

export interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type Route = (request: Received, response: ServerResponse) => void | Promise<void>;

export interface HostileServer {
  url: string;
  received: Received[];
  route: Route;
  stop(): Promise<void>;
}

async function readAll(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startHostileServer(
  route: Route = (_, response) => {
    response.end();
  },
): Promise<HostileServer> {
  const state: HostileServer = {
    url: '',
    received: [],
    route,
    stop: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const received: Received = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: await readAll(request),
      };
      state.received.push(received);
      await state.route(received, response);
    })().catch(() => {
      response.destroy();
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
  return state;
}
