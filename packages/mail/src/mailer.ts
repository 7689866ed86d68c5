import nodemailer from 'nodemailer';
import { DEFAULT_FROM, describeSmtp, type MailConfig } from './config';
import type { RenderedMail } from './templates';

/** One message to send. */
export interface OutgoingMail extends RenderedMail {
  readonly to: string;
  /** Extra headers (List-Unsubscribe …). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** What became of a message: accepted by the SMTP server, or not sent because no SMTP server is configured. */
export type SendResult =
  | { readonly sent: true; readonly messageId: string }
  | { readonly sent: false; readonly reason: 'not-configured' };

/** The SMTP server refused the message or could not be reached: the caller keeps it and retries later. */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
}

export interface Mailer {
  /** False when no SMTP server is configured: `send` answers `{ sent: false }`. */
  readonly enabled: boolean;
  /** Where mail goes, without credentials (for start-up messages). */
  readonly description: string;
  /** Sends one message; resolves once the SMTP server accepted it, throws MailSendError otherwise. */
  send(mail: OutgoingMail): Promise<SendResult>;
  close(): void;
}

export interface MailerOptions {
  /** Where the "mail is not sent" notice goes (once per mailer); console.warn by default. */
  log?: (line: string) => void;
  /** Seconds before an SMTP connection, greeting or answer is given up (default 10). */
  timeoutSeconds?: number;
}

/** A mailer from configuration (mailConfigFromEnv): nodemailer's SMTP transport, or none. */
export function createMailer(config: MailConfig, options: MailerOptions = {}): Mailer {
  const log = options.log ?? ((line: string) => console.warn(line));
  const from = config.from || DEFAULT_FROM;
  if (!config.smtp) {
    let told = false;
    return {
      enabled: false,
      description: 'no SMTP server (SMTP_URL unset): mail is not sent',
      async send() {
        if (!told) {
          told = true;
          log('[mail] SMTP_URL is not set: mail is not sent (set SMTP_URL, e.g. smtp://127.0.0.1:1025)');
        }
        return { sent: false, reason: 'not-configured' };
      },
      close() {},
    };
  }
  const url = config.smtp;
  const timeout = (options.timeoutSeconds ?? 10) * 1000;
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    // A loopback development server (maildev, the tests' server) offers no TLS certificate to check.
    ...(url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '::1'
      ? { ignoreTLS: true }
      : {}),
  });
  return {
    enabled: true,
    description: describeSmtp(url),
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: { ...mail.headers } } : {}),
        });
        return { sent: true, messageId: String(info.messageId ?? '') };
      } catch (error) {
        throw new MailSendError(
          `sending to ${describeSmtp(url)} failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
    },
    close() {
      transport.close();
    },
  };
}
