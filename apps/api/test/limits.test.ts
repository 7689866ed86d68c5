import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startApi } from '../src/server';

// Slow clients against the API's own server: a client trickling its headers
// is cut off after the headers timeout; connections past the cap are refused.

/** Sends a request's headers one byte at a time until the server hangs up; resolves with how long that took. */
function trickle(port: number, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket: Socket = connect(port, '127.0.0.1');
    const request = Buffer.from(`GET /api/health HTTP/1.1\r\nHost: api\r\nX-Slow: ${'a'.repeat(10_000)}`);
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

describe('slow clients', () => {
  it('a client trickling its headers is cut off after the headers timeout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-api-limits-'));
    const api = await startApi({ dbPath: join(dir, 'api.sqlite'), limits: { headersTimeoutMs: 600 } });
    try {
      expect(await trickle(api.port, 20)).toBeLessThan(3_000);
    } finally {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('connections past the cap are refused; the API answers again once they close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-api-limits-'));
    const api = await startApi({ dbPath: join(dir, 'api.sqlite'), limits: { maxConnections: 2 } });
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const socket = connect(api.port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        held.push(socket);
      }
      const extra = connect(api.port, '127.0.0.1');
      extra.on('error', () => {});
      await new Promise((resolve) => extra.once('close', resolve));
      for (const socket of held) socket.destroy();
      await expect.poll(async () => (await fetch(`${api.url}/api/health`).catch(() => null))?.status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('odd methods', () => {
  it('CONNECT gets 405 and the connection closes, instead of a silent close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-api-limits-'));
    const api = await startApi({ dbPath: join(dir, 'api.sqlite') });
    try {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(api.port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString('latin1');
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve(received));
        socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
      });
      expect(answer).toMatch(/^HTTP\/1\.1 405 /);
      // The API still answers.
      expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    } finally {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the timeouts are the platform one (HTTP_TIMEOUTS of @marquee/domain-models)', async () => {
    const { HTTP_TIMEOUTS } = await import('@marquee/domain-models');
    const { API_LIMITS } = await import('../src/server');
    expect(API_LIMITS.headersTimeoutMs).toBe(HTTP_TIMEOUTS.headersTimeoutMs);
    expect(API_LIMITS.requestTimeoutMs).toBe(HTTP_TIMEOUTS.requestTimeoutMs);
  });
});
