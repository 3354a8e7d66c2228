import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RelayBody } from '../messaging/relay.ts';

export interface GatewayRequest {
  headers: IncomingHttpHeaders;
  body: RelayBody;
}

/** A stand-in for the group's SMS / e-mail gateway on a real loopback port. */
export interface FakeGateway {
  /** Its send address. */
  url: string;
  /** What it received, oldest first. */
  received: GatewayRequest[];
  /** How it answers the n-th request (0-based): a status, or 'hang' to never answer. Default 202. */
  answer: (n: number) => number | 'hang';
  close(): Promise<void>;
}

export async function startFakeGateway(): Promise<FakeGateway> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const n = gateway.received.length;
      gateway.received.push({ headers: request.headers, body: JSON.parse(text) as RelayBody });
      const status = gateway.answer(n);
      if (status === 'hang') return;
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway: FakeGateway = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received: [],
    answer: () => 202,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return gateway;
}
