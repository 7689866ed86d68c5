import type { CardLookup } from '@marquee/domain-models';
import type { Hono } from 'hono';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { AnswerCache, Ctx, Env } from '../http';
import { AttemptLimiter, type AttemptRule, tooManyRequests } from '../lib/attempts';
import { clientAddress } from '../lib/client-address';
import { ApiFailure } from '../lib/errors';
import { pickText } from '../lib/text';
import { parseOr400 } from '../lib/validate';
import { cardByNumber } from '../queries/cards';
import type { CardRecord, Lang } from '../rows';
import type { Store } from '../store';
import { ANTI_ROBOT_HEADER } from '../views/settings';

/** Leading zero hex digits the proof of work needs (about 4 096 hashes on average). */
export const ANTI_ROBOT_DIFFICULTY = 3;
const CHALLENGE_TTL_MS = 5 * 60_000;

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/**
 * Anti-robot check: the API issues a signed, expiring challenge; the client finds a nonce such that
 * sha256(`${challenge}:${nonce}`) starts with ANTI_ROBOT_DIFFICULTY zero hex digits, and sends
 * `${challenge}:${nonce}` in the header named by settings. Each solved challenge is accepted once.
 * The key (ANTI_ROBOT_SECRET, else one made once in the shared database) and the "already used"
 * marks are shared, so a challenge issued by one instance is solved on another, and refused when
 * replayed on any.
 */
export class AntiRobot {
  constructor(
    private readonly secret: Promise<Buffer>,
    private readonly useOnce: (key: string, expiresAt: number, now: number) => Promise<boolean>,
  ) {}

  async issue(site: string, now: number): Promise<{ challenge: string; expiresAt: number }> {
    const expiresAt = now + CHALLENGE_TTL_MS;
    const payload = b64(JSON.stringify({ n: b64(randomBytes(12)), s: site, e: expiresAt, d: ANTI_ROBOT_DIFFICULTY }));
    return { challenge: `${payload}.${await this.sign(payload)}`, expiresAt };
  }

  /** Throws 403 unless the header carries a fresh, solved, unused challenge for this site. */
  async verify(header: string | undefined, site: string, now: number): Promise<void> {
    const fail = (why: string) => new ApiFailure(403, 'anti_robot', `${ANTI_ROBOT_HEADER}: ${why}`, ANTI_ROBOT_HEADER);
    if (!header) throw fail('header missing: solve GET /api/anti-robot/challenge first');
    const m = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43}):([A-Za-z0-9]{1,32})$/.exec(header);
    if (!m) throw fail('malformed');
    const [, payload, signature, nonce] = m as unknown as [string, string, string, string];
    const expected = Buffer.from(await this.sign(payload));
    if (expected.length !== signature.length || !timingSafeEqual(expected, Buffer.from(signature)))
      throw fail('bad signature');
    let claims: { s?: string; e?: number; d?: number };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      throw fail('malformed');
    }
    if (claims.s !== site) throw fail('issued for another site');
    if (typeof claims.e !== 'number' || claims.e < now) throw fail('expired');
    const digest = createHash('sha256').update(`${payload}.${signature}:${nonce}`).digest('hex');
    if (!digest.startsWith('0'.repeat(claims.d ?? ANTI_ROBOT_DIFFICULTY))) throw fail('proof of work not solved');
    if (!(await this.useOnce(`challenge:${payload}`, claims.e, now))) throw fail('already used');
  }

  private async sign(payload: string): Promise<string> {
    return createHmac('sha256', await this.secret)
      .update(payload)
      .digest('base64url');
  }
}

/** Solves a challenge (used by tests, the bench and documented for front ends). */
export function solveChallenge(challenge: string, difficulty = ANTI_ROBOT_DIFFICULTY): string {
  const prefix = '0'.repeat(difficulty);
  for (let i = 0; ; i++) {
    const nonce = i.toString(36);
    if (createHash('sha256').update(`${challenge}:${nonce}`).digest('hex').startsWith(prefix))
      return `${challenge}:${nonce}`;
  }
}

/**
 * Limits against guessing: failures per card, failures per client address
 * (over every card and voucher), and challenges per client address. Past a limit, 429 with a
 * Retry-After and a message in the visitor's language; the right code is refused too while locked.
 */
export const GUESS_LIMITS = {
  perCard: { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  perAddress: { max: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  challengesPerAddress: { max: 30, windowMs: 60_000, lockMs: 60_000 },
} as const satisfies Record<string, AttemptRule>;

/** The answer of every failed lookup: an unknown card, a wrong code, another site's card look alike. */
const NO_CARD: CardLookup = { resultCode: 1, message: 'card not found or wrong code', card: null };

function tooManyAttempts(lang: Lang, retryAfterMs: number): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const message = pickText(
    {
      en: `Too many attempts. For your security, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      fr: `Trop de tentatives. Par sécurité, veuillez réessayer dans ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      de: `Zu viele Versuche. Zu Ihrer Sicherheit versuchen Sie es bitte in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
      nl: `Te veel pogingen. Probeer het voor uw veiligheid over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    },
    lang,
  );
  return tooManyRequests('too_many_attempts', message, retryAfterMs);
}

const VoucherCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,32}$/, 'must be 4 to 32 letters or digits'));
const CardNumber = v.pipe(v.string(), v.regex(/^\d{8,19}$/, 'must be 8 to 19 digits'));
const CardPin = v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'must be 4 to 8 digits'));

/** Voucher and gift-card lookups (behind the anti-robot check) and the challenge (the booking hand-off is in booking.ts). */
export function commerceRoutes(app: Hono<Env>, store: Store, _cache: AnswerCache): void {
  const { counters } = store.shared;
  const secret = store.shared.secret('anti-robot', process.env.ANTI_ROBOT_SECRET);
  // An unreadable secret fails the requests that need it (503), never the process.
  secret.catch(() => undefined);
  const robot = new AntiRobot(secret, (key, expiresAt, now) => counters.useOnce(key, expiresAt, now));
  const noStore = { 'cache-control': 'no-store' };
  const cardFailures = new AttemptLimiter(counters, 'card', GUESS_LIMITS.perCard);
  const addressFailures = new AttemptLimiter(counters, 'guess-address', GUESS_LIMITS.perAddress);
  const challenges = new AttemptLimiter(counters, 'challenge-address', GUESS_LIMITS.challengesPerAddress);
  const clock = () => store.now().getTime();

  app.get('/api/anti-robot/challenge', async (c) => {
    const address = clientAddress(c);
    const locked = await challenges.lockedFor(address, clock());
    if (locked > 0) return tooManyAttempts(c.get('req').lang, locked);
    await challenges.count(address, clock());
    const { challenge, expiresAt } = await robot.issue(c.get('req').site, store.now().getTime());
    return c.json(
      {
        headerName: ANTI_ROBOT_HEADER,
        challenge,
        difficulty: ANTI_ROBOT_DIFFICULTY,
        expiresAt: new Date(expiresAt).toISOString(),
        algorithm: 'sha256-leading-zero-hex',
      },
      200,
      noStore,
    );
  });

  const answer = (c: Ctx, record: CardRecord | undefined, pinOk: boolean): Response => {
    const r = c.get('req');
    const today = r.today;
    let body: CardLookup;
    if (!record || record.site !== r.site || !pinOk) body = NO_CARD;
    else if (record.expiresOn < today) body = { resultCode: 2, message: 'card expired', card: null };
    else
      body = {
        resultCode: 0,
        message: 'ok',
        card: {
          number: record.number,
          type: record.type,
          label:
            record.type === 'giftcard'
              ? pickText({ en: 'Gift card', fr: 'Carte cadeau', de: 'Geschenkkarte', nl: 'Cadeaukaart' }, r.lang)
              : pickText(
                  {
                    en: `Cinema voucher - ${record.places} seat${record.places === 1 ? '' : 's'}`,
                    fr: `Bon cinéma - ${record.places} place${record.places === 1 ? '' : 's'}`,
                    de: `Kinogutschein - ${record.places} ${record.places === 1 ? 'Platz' : 'Plätze'}`,
                    nl: `Bioscoopvoucher - ${record.places} ${record.places === 1 ? 'plaats' : 'plaatsen'}`,
                  },
                  r.lang,
                ),
          balance: record.balance,
          currency: record.currency,
          places: record.places,
          expiresOn: record.expiresOn,
          expired: false,
        },
      };
    return c.json(body, 200, noStore);
  };
  const findCard = (number: string) => cardByNumber(store, number);

  /**
   * A lookup under the limits: refused while the address or the card is locked; a failure counts
   * against both, a success clears the card's count.
   */
  const limited = async (
    c: Ctx,
    cardKey: string | null,
    lookup: () => Promise<{ record: CardRecord | undefined; ok: boolean }>,
  ) => {
    const address = clientAddress(c);
    const now = clock();
    const locked = Math.max(
      await addressFailures.lockedFor(address, now),
      cardKey ? await cardFailures.lockedFor(cardKey, now) : 0,
    );
    if (locked > 0) return tooManyAttempts(c.get('req').lang, locked);
    await robot.verify(c.req.header(ANTI_ROBOT_HEADER), c.get('req').site, now);
    const { record, ok } = await lookup();
    const found = ok && record !== undefined && record.site === c.get('req').site;
    if (found) {
      if (cardKey) await cardFailures.clear(cardKey);
    } else {
      await addressFailures.count(address, now);
      if (cardKey) await cardFailures.count(cardKey, now);
    }
    return answer(c, record, ok);
  };

  app.get('/api/voucher/:code', (c) => {
    const code = parseOr400(VoucherCode, c.req.param('code'), 'code').toUpperCase();
    return limited(c, null, async () => {
      const record = await findCard(code);
      return { record: record?.type === 'voucher' ? record : undefined, ok: true };
    });
  });

  app.get('/api/gift-card/:a/:b', (c) => {
    const number = parseOr400(CardNumber, c.req.param('a'), 'number');
    const pin = parseOr400(CardPin, c.req.param('b'), 'pin');
    return limited(c, number, async () => {
      const record = await findCard(number);
      const card = record?.type === 'giftcard' ? record : undefined;
      return { record: card, ok: card ? card.pin === pin : false };
    });
  });
}
