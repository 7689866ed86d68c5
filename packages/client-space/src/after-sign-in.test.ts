import { describe, expect, it } from 'vitest';
import { PENDING_ACTION_KEY, PENDING_ACTION_TTL_MS, rememberAfterSignIn, takeAfterSignIn } from './after-sign-in';
import { newsletterField, takesNewsletter } from './newsletter';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('the action kept for after sign-in', () => {
  it('ACC-36 ACC-37 is taken once, by the control it is about', () => {
    const storage = memoryStorage();
    rememberAfterSignIn(storage, { kind: 'favourite', slug: 'marquee-opera-paris', path: '/cinema/x', at: 1_000 });
    const other = takeAfterSignIn(storage, (a) => a.slug === 'marquee-bastille-paris', 2_000);
    expect(other).toBeNull();
    const mine = takeAfterSignIn(storage, (a) => a.kind === 'favourite' && a.slug === 'marquee-opera-paris', 2_000);
    expect(mine?.slug).toBe('marquee-opera-paris');
    expect(takeAfterSignIn(storage, () => true, 2_000)).toBeNull();
  });

  it('a stale or unreadable one is dropped', () => {
    const storage = memoryStorage();
    rememberAfterSignIn(storage, { kind: 'emotion', slug: 'f', emotion: 'loved', path: '/', at: 0 });
    expect(takeAfterSignIn(storage, () => true, PENDING_ACTION_TTL_MS + 1)).toBeNull();
    expect(storage.map.has(PENDING_ACTION_KEY)).toBe(false);
    storage.setItem(PENDING_ACTION_KEY, '{"kind":"emotion","slug":"f","emotion":"hated","path":"/","at":1}');
    expect(takeAfterSignIn(storage, () => true, 2)).toBeNull();
    storage.setItem(PENDING_ACTION_KEY, 'not json');
    expect(takeAfterSignIn(storage, () => true, 2)).toBeNull();
  });
});

describe('newsletter flag', () => {
  it('ACC-65 fr reads mailCommunicationBrand', () => {
    expect(newsletterField('fr')).toBe('mailCommunicationBrand');
    expect(takesNewsletter({ mailCommunicationBrand: true, sendNewsletter: false }, 'fr')).toBe(true);
  });
  it('ACC-66 the other sites read sendNewsletter', () => {
    for (const site of ['ch', 'be', 'nl', 'tn', 'sn', 'ci', 'ma'] as const) {
      expect(newsletterField(site)).toBe('sendNewsletter');
      expect(takesNewsletter({ mailCommunicationBrand: true, sendNewsletter: false }, site)).toBe(false);
    }
  });
});
