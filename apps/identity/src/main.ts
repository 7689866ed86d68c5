import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseConfigError, parseDatabaseUrl, TrustedProxies } from '@marquee/db';
import { createMailer, MailConfigError, mailConfigFromEnv } from '@marquee/mail';
import { KeyConfigError, keyConfigFromEnv } from './keys';
import { startIdentity } from './server';

// `node apps/identity/dist/main.mjs`: PORT (0 = free), HOST (loopback), DB_PATH, ISSUER,
// IDENTITY_TRUSTED_PROXIES (peers whose X-Forwarded-For is believed; default loopback),
// IDENTITY_JWKS and IDENTITY_COOKIE_KEYS (key sets, first one signing: src/keys.ts),
// DATABASE_URL (PostgreSQL shared by every provider instance; default the DB_PATH SQLite file),
// API_DB_PATH (without DATABASE_URL: the API's SQLite file, where the revoked grants are listed).
// SMTP_URL, MAIL_FROM: the mail of sign-up confirmations (@marquee/mail; unset: not sent).
let database: ReturnType<typeof parseDatabaseUrl> | undefined;
let trustedProxies: TrustedProxies;
try {
  database = process.env.DATABASE_URL === undefined ? undefined : parseDatabaseUrl(process.env.DATABASE_URL);
  // Addresses and CIDR ranges, read as the edge and the API read TRUSTED_PROXIES (default loopback).
  trustedProxies = new TrustedProxies(process.env.IDENTITY_TRUSTED_PROXIES || process.env.TRUSTED_PROXIES || undefined);
} catch (error) {
  if (!(error instanceof DatabaseConfigError)) throw error;
  console.error(`[identity] ${error.message}`);
  process.exit(1);
}
// SMTP_URL and MAIL_FROM (@marquee/mail): where sign-up confirmations go; unset = not sent (logged).
let mailConfig: ReturnType<typeof mailConfigFromEnv>;
try {
  mailConfig = mailConfigFromEnv(process.env);
} catch (error) {
  if (!(error instanceof MailConfigError)) throw error;
  console.error(`[identity] ${error.message}`);
  process.exit(1);
}
const mailer = createMailer(mailConfig, { log: (line) => console.warn(`[identity] ${line}`) });
const keys = await keyConfigFromEnv(process.env).catch((error: unknown) => {
  // A bad key set stops the start with the reason, not a stack trace.
  if (!(error instanceof KeyConfigError)) throw error;
  console.error(`[identity] ${error.message}`);
  process.exit(1);
});
const varDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.var');
const identity = await startIdentity({
  port: process.env.PORT === undefined || process.env.PORT === '' ? 4100 : Number(process.env.PORT),
  host: process.env.HOST || '127.0.0.1',
  dbPath: process.env.DB_PATH || join(varDir, 'identity.sqlite'),
  ...(database ? { database } : {}),
  ...(!database && process.env.API_DB_PATH
    ? { revokedGrants: { engine: 'sqlite' as const, path: process.env.API_DB_PATH } }
    : {}),
  ...(process.env.ISSUER ? { issuer: process.env.ISSUER } : {}),
  localPorts: process.env.NODE_ENV !== 'production',
  trustedProxies,
  keys,
  mailer,
});
console.log(`identity listening on ${identity.issuer} (loopback ${identity.loopbackUrl}, JWKS ${identity.jwksUrl})`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  identity
    .close()
    .finally(() => mailer.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
