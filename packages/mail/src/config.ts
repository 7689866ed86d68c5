/** A mail setting that cannot be used (a malformed SMTP_URL or MAIL_FROM): stop start-up with this message. */
export class MailConfigError extends Error {
  override readonly name = 'MailConfigError';
}

/** Where mail goes: an SMTP server and the sender's address; `undefined` smtp = mail is not sent. */
export interface MailConfig {
  /** `smtp://host:port` (plain or STARTTLS when offered) or `smtps://host:port` (TLS from the start); user and password in the URL. */
  readonly smtp?: URL;
  /** The From address (`Marquee <no-reply@marquee.example>` or a bare address). */
  readonly from: string;
}

export const DEFAULT_FROM = 'Marquee <no-reply@marquee.localhost>';

const ADDRESS = /^[^\s@<>]{1,64}@[^\s@<>]{1,253}$/;
const NAMED = /^[^<>\r\n]{0,100}<([^\s@<>]{1,64}@[^\s@<>]{1,253})>$/;

/** Checks a From value (`Name <a@b>` or `a@b`); throws MailConfigError when it cannot be one. */
export function parseFrom(value: string): string {
  const from = value.trim();
  if (/[\r\n]/.test(value) || !(ADDRESS.test(from) || NAMED.test(from))) {
    throw new MailConfigError(
      `MAIL_FROM must be an address (no-reply@example.com or "Name <no-reply@example.com>"), not "${value}"`,
    );
  }
  return from;
}

/** Checks an SMTP_URL; throws MailConfigError with the reason (the password is never repeated). */
export function parseSmtpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new MailConfigError('SMTP_URL is not a URL (expected smtp://host:port or smtps://host:port)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (url.hostname === '') throw new MailConfigError('SMTP_URL names no host');
  if (url.port !== '' && (Number(url.port) < 1 || Number(url.port) > 65_535)) {
    throw new MailConfigError(`SMTP_URL's port must be 1 to 65535, not ${url.port}`);
  }
  if ((url.pathname !== '' && url.pathname !== '/') || url.hash !== '') {
    throw new MailConfigError('SMTP_URL takes only smtp[s]://[user:password@]host[:port]');
  }
  return url;
}

/**
 * The mail settings of a process from its environment: SMTP_URL (unset or empty: mail is not
 * sent) and MAIL_FROM (default DEFAULT_FROM). Throws MailConfigError for a malformed value.
 */
export function mailConfigFromEnv(env: Record<string, string | undefined>): MailConfig {
  const smtp = env.SMTP_URL?.trim() ? parseSmtpUrl(env.SMTP_URL) : undefined;
  const from = parseFrom(env.MAIL_FROM?.trim() ? env.MAIL_FROM : DEFAULT_FROM);
  return smtp ? { smtp, from } : { from };
}

/** An SMTP URL for logs: without its user and password. */
export function describeSmtp(url: URL): string {
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
