import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_LIMITS, serverOptions } from '../src/limits';
import { type RunningIdentity, startIdentity } from '../src/server';

// Issue 31 item 8: the provider cut a client trickling its headers only after ~34 s (Node checks
// its timeouts every 30 s by default) and closed the socket on CONNECT without an answer.
let identity: RunningIdentity | undefined;
afterEach(async () => {
  await identity?.close();
  identity = undefined;
});

/** Sends a request's headers one byte at a time until the server hangs up; resolves with how long that took. */
function trickle(port: number, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket: Socket = connect(port, '127.0.0.1');
    const request = Buffer.from(
      `GET /.well-known/openid-configuration HTTP/1.1\r\nHost: id\r\nX-Slow: ${'a'.repeat(10_000)}`,
    );
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < request.length && socket.writable) socket.write(request.subarray(sent, ++sent));
    }, everyMs);
    socket.on('error', () => {});
    socket.on('data', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(performance.now() - started);
    });
  });
}

/** Writes raw bytes and reads everything the server answers until it closes the connection. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });
}

describe("the provider's server limits match the edge's", () => {
  it('defaults: headers 10 s, request 30 s, keep-alive 5 s, timeouts checked at least every second', () => {
    expect(SERVER_LIMITS).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
    });
    expect(serverOptions().connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });

  it('a client trickling its headers is cut off after the headers timeout, not 30 s later', async () => {
    identity = await startIdentity({ dbPath: ':memory:', limits: { headersTimeoutMs: 600 } });
    expect(await trickle(identity.port, 20)).toBeLessThan(5_000);
  });

  it('CONNECT is answered 405, not a closed socket; the server still answers afterwards', async () => {
    identity = await startIdentity({ dbPath: ':memory:' });
    const answer = await raw(identity.port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    const res = await fetch(`${identity.loopbackUrl}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
  });
});
