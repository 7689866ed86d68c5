import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server accepted, parsed by mailparser. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower case. */
  readonly to: readonly string[];
  /** The envelope's sender (MAIL FROM). */
  readonly envelopeFrom: string;
  /** The From header as written. */
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  /** The HTML part ('' when there is none). */
  readonly html: string;
  /** Header lines, lower-case names. */
  readonly headers: ReadonlyMap<string, unknown>;
  /** The message as it came over SMTP. */
  readonly raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL of the process under test. */
  readonly url: string;
  readonly port: number;
  /** Every message accepted so far, in order. */
  readonly messages: readonly ReceivedMail[];
  /**
   * The first message (already received or still to come) that `predicate` accepts; rejects
   * after `timeoutMs` (default 10 s) naming what did arrive.
   */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  /**
   * `true`: the server turns every connection away (421, "service not available") as a mail
   * server that is down does; `false`: it accepts again. Messages refused are not kept.
   */
  refuse(on: boolean): void;
  /** How many connections were turned away while refusing. */
  readonly refused: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a free port, for tests: it accepts any
 * message without authentication or TLS, parses it (mailparser) and keeps it.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      refused += 1;
      const error = Object.assign(new Error('Service not available (test server refusing)'), { responseCode: 421 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const envelope = session.envelope;
            messages.push({
              to: envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              raw: raw.toString('utf8'),
            });
            for (const wake of [...waiters]) wake();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  // smtp-server reports a client that went away as an error event: not a test failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    get refused() {
      return refused;
    },
    waitForMail(predicate = () => true, options = {}) {
      const timeoutMs = options.timeoutMs ?? 10_000;
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms; received: ${
                messages.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ') || 'nothing'
              }`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    refuse(on) {
      refusing = on;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
