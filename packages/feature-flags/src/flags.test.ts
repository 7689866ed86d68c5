import { COUNTRY_CODES, type CountryCode } from '@marquee/domain-models';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFINITIONS, FLAG_NAMES, type FlagName, flagTable, isFlagName, resolveFlags } from './flags';

// Copied from REQUIREMENTS.md FLAG-02..54 (site order fr · ch · be · nl · tn · sn · ci · ma),
// independently of FLAG_DEFINITIONS, so a typo in either shows up here.
const ORDER: readonly CountryCode[] = ['fr', 'ch', 'be', 'nl', 'tn', 'sn', 'ci', 'ma'];
const EXPECTED: ReadonlyArray<readonly [string, FlagName, string]> = [
  ['FLAG-02', 'authenticationEnabled', 'true true true true true true true true'],
  ['FLAG-03', 'businessCodeEnabled', 'true true false false false false false false'],
  ['FLAG-04', 'calendarFooterDisplayed', 'true true true true true true true true'],
  ['FLAG-05', 'cinemaFullList', 'false true true false true true true true'],
  ['FLAG-06', 'cinemasCritizr', 'true false false false false false false false'],
  ['FLAG-07', 'cinemasGroupByCity', 'true true true true false false false false'],
  ['FLAG-08', 'errorPagePictureEnabled', 'false false false true false false false false'],
  ['FLAG-09', 'favoriteCinemas', 'true true true true false false false false'],
  ['FLAG-10', 'filter3d', 'false false false false true true true true'],
  ['FLAG-11', 'filterFamily', 'true true false true true true true true'],
  ['FLAG-12', 'filterVip', 'true true false false false false true true'],
  ['FLAG-13', 'giftCardEnabled', 'false false false true false false false false'],
  ['FLAG-14', 'giftCardContentSixthElementDisplayed', 'false false false true false false false false'],
  ['FLAG-15', 'linkContactFaqDisplayed', 'true true true false true true true true'],
  ['FLAG-16', 'locatorCityInResults', 'true true false true true true true true'],
  ['FLAG-17', 'locatorHidePostalCode', 'false true true true true true true true'],
  ['FLAG-18', 'locatorOptions', 'true true true true false false false false'],
  ['FLAG-19', 'meaScrollCloseEnabled', 'false false false false false false false false'],
  ['FLAG-20', 'mobileSmartBanner', 'true true true true true true true true'],
  ['FLAG-21', 'newsLinkEnabled', 'true true true false true true true true'],
  ['FLAG-22', 'offersMenuDisplayed', 'true true true true true true true true'],
  ['FLAG-23', 'omnideskEnabled', 'false false false true false false false false'],
  ['FLAG-24', 'businessEnabled', 'false false true false false false false false'],
  ['FLAG-25', 'homeVideoEnabled', 'true false false true false false false false'],
  ['FLAG-26', 'previewAndPresaleEnabled', 'true true true false true true true true'],
  ['FLAG-27', 'rowKidsEnabled', 'false false false true false false false false'],
  ['FLAG-28', 'seasonMultipleSelection', 'true true false false false false false false'],
  ['FLAG-29', 'showtimesByVersion', 'false true false true false false false false'],
  ['FLAG-30', 'socialFacebook', 'true true true true true true true true'],
  ['FLAG-31', 'socialInstagram', 'true true true true true true true true'],
  ['FLAG-32', 'socialTiktok', 'true true false true true false false false'],
  ['FLAG-33', 'socialTwitter', 'true false false true false false false false'],
  ['FLAG-34', 'socialYoutube', 'true false true true false false false false'],
  ['FLAG-35', 'specialAndEventEnabled', 'false false false true false false false false'],
  ['FLAG-36', 'specialsOffersBlock', 'false true true false true true true true'],
  ['FLAG-37', 'subscriptionCinepass', 'true false false false false false false false'],
  ['FLAG-38', 'subscriptionOffersBlock', 'false true true false true true true true'],
  ['FLAG-39', 'subscriptionOffersStoreLocator', 'true false false false false false false false'],
  ['FLAG-40', 'subscriptionPassEnabled', 'false true false false false false false false'],
  ['FLAG-41', 'subscriptionUnlimitedEnabled', 'false false false true false false false false'],
  ['FLAG-42', 'track4dxExperience', 'true false false false false false false false'],
  ['FLAG-43', 'trackDolbyCinemaExperience', 'true false false false false false false false'],
  ['FLAG-44', 'trackShowCopyCount', 'true false false false false false false false'],
  ['FLAG-45', 'trackMultipleShowCategories', 'false true false false false false false false'],
  ['FLAG-46', 'trackingPassSubscription', 'false true true true true true true true'],
  ['FLAG-47', 'useGiftCardButtonDisplayed', 'true true true false true true true true'],
  ['FLAG-48', 'useVoucherButtonDisplayed', 'true true true false true true true true'],
  ['FLAG-49', 'voucherContactUsButtonDisplayed', 'true true true false true true true true'],
  ['FLAG-50', 'vodEnabled', 'true false false true false false false false'],
  ['FLAG-51', 'voucherCheckerEnabled', 'false false false true false false false false'],
  ['FLAG-52', 'voucherGiftingEnabled', 'true false false false false false false false'],
  ['FLAG-53', 'walletEnabled', 'true true true true true true true true'],
  ['FLAG-54', 'versionFilterStyle', 'version tag version version version version version version'],
];

function parse(word: string): boolean | string {
  if (word === 'true') return true;
  if (word === 'false') return false;
  return word;
}

const CASES = EXPECTED.flatMap(([id, name, values]) =>
  values.split(' ').map((value, i) => [id, name, ORDER[i] as CountryCode, parse(value)] as const),
);

describe('FLAG-02..54 resolveFlags: the spec table (each flag on each site)', () => {
  it('FLAG-01 the table covers all 53 flags of A§9 and nothing else', () => {
    expect([...FLAG_NAMES].sort()).toEqual(EXPECTED.map(([, name]) => name).sort());
    expect(CASES).toHaveLength(53 * 8);
  });

  it.each(CASES)('%s %s on %s is %s', (_id, name, site, value) => {
    expect(resolveFlags(site)[name]).toBe(value);
  });

  it('FLAG-01 each definition carries its default, overrides that differ from it, a spec reference and an effect', () => {
    for (const name of FLAG_NAMES) {
      const definition = FLAG_DEFINITIONS[name];
      expect(definition.name).toBe(name);
      expect(definition.spec).toMatch(/^A§9 · FLAG-\d\d$/);
      expect(definition.effect.length).toBeGreaterThan(10);
      for (const value of Object.values(definition.overrides)) expect(value).not.toBe(definition.default);
    }
  });

  it('FLAG-01 the default is the value of the majority reading: sites without an override get it', () => {
    const table = flagTable();
    for (const name of FLAG_NAMES) {
      const definition = FLAG_DEFINITIONS[name];
      for (const code of COUNTRY_CODES) {
        const expected = (definition.overrides as Partial<Record<CountryCode, unknown>>)[code] ?? definition.default;
        expect(table[code][name]).toBe(expected);
      }
    }
  });
});

describe('resolveFlags: deployment overrides', () => {
  it('FLAG-01 an override from site config wins over the spec value', () => {
    expect(resolveFlags('fr', { cinemaFullList: true }).cinemaFullList).toBe(true);
    expect(resolveFlags('ch', { versionFilterStyle: 'version' }).versionFilterStyle).toBe('version');
    expect(resolveFlags('nl', { voucherCheckerEnabled: undefined }).voucherCheckerEnabled).toBe(true);
  });

  it('FLAG-01 an unknown flag name throws an error naming it', () => {
    expect(() => resolveFlags('fr', { notAFlag: true } as never)).toThrow(/notAFlag/);
  });

  it('FLAG-01 a value of the wrong type throws an error naming the flag', () => {
    expect(() => resolveFlags('fr', { walletEnabled: 'yes' } as never)).toThrow(/walletEnabled/);
    expect(() => resolveFlags('fr', { versionFilterStyle: 'chips' } as never)).toThrow(/versionFilterStyle/);
    expect(() => resolveFlags('fr', { versionFilterStyle: true } as never)).toThrow(/versionFilterStyle/);
  });

  it('FLAG-01 an unknown site throws', () => {
    expect(() => resolveFlags('de' as CountryCode)).toThrow(/de/);
  });

  it('FLAG-01 the result is frozen and a new object per call', () => {
    const a = resolveFlags('fr');
    expect(Object.isFrozen(a)).toBe(true);
    expect(resolveFlags('fr')).not.toBe(a);
  });

  it('FLAG-01 property: any valid override set resolves to exactly those values, others untouched', () => {
    const boolNames = FLAG_NAMES.filter((n) => n !== 'versionFilterStyle');
    const overrideArb = fc.record(
      {
        ...Object.fromEntries(boolNames.map((n) => [n, fc.boolean()])),
        versionFilterStyle: fc.constantFrom('tag', 'version'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), overrideArb, (site, overrides) => {
        const base = resolveFlags(site);
        const resolved = resolveFlags(site, overrides as never);
        for (const name of FLAG_NAMES) {
          const set = (overrides as Record<string, unknown>)[name];
          expect(resolved[name]).toBe(set === undefined ? base[name] : set);
        }
      }),
    );
  });

  it('FLAG-01 property: any unknown key is refused with its name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !isFlagName(s) && !['__proto__', 'constructor'].includes(s)),
        (key) => {
          expect(() => resolveFlags('be', { [key]: true } as never)).toThrow(key);
        },
      ),
    );
  });
});
