import type { Language } from '@marquee/domain-models';
import { type BackendModule, createInstance, type i18n, type ReadCallback } from 'i18next';
import { DEFAULT_NAMESPACE } from './namespaces';

/** An i18next instance (one per request on the server, one per app in the browser). */
export type I18n = i18n;

/** Translations of one namespace: nested objects of strings. */
export type TranslationResources = Record<string, unknown>;

/** Loads one namespace in one language (e.g. fetch of `/assets/i18n/{cc}_{lang}.json`). */
export type NamespaceLoader = (namespace: string, language: Language) => Promise<TranslationResources>;

/** What a missing key reports. */
export interface MissingKey {
  readonly languages: readonly string[];
  readonly namespace: string;
  readonly key: string;
}

/** Options of createI18n. */
export interface CreateI18nOptions {
  /** The page language. */
  readonly language: Language;
  /** A language to fall back to for a key missing in `language`; none by default (the build guarantees complete files). */
  readonly fallbackLanguage?: Language;
  /** Translations of `language`, by namespace. Given, the instance is ready synchronously. */
  readonly resources?: Readonly<Record<string, TranslationResources>>;
  /** Translations of `fallbackLanguage`, by namespace. */
  readonly fallbackResources?: Readonly<Record<string, TranslationResources>>;
  /** Loads a namespace that `resources` lacks (used by init and by loadNamespaces / useTranslation). */
  readonly loadNamespace?: NamespaceLoader;
  /** Namespaces to have ready after init; default: the keys of `resources`, else `['common']`. */
  readonly namespaces?: readonly string[];
  /** Default namespace; `common`. */
  readonly defaultNamespace?: string;
  /**
   * Called for every key found in no language (tests throw from it: a missing key is a failure).
   * Default: `logMissingKeys()` — a warning in the console, once per key; the text shows the key
   * (ERR-25: translation errors are only logged).
   */
  readonly missingKeyHandler?: (missing: MissingKey) => void;
  /**
   * Values every text may name without the caller passing them (`{{brand}}`: the site's brand,
   * from its configuration); a value passed to `t` wins.
   */
  readonly variables?: Readonly<Record<string, string>>;
}

/**
 * The default missing-key report (ERR-25): one `console.warn` per namespace and key for the
 * instance's life; nothing thrown, the page shows the key (or the fallback language's text).
 */
export function logMissingKeys(): (missing: MissingKey) => void {
  const seen = new Set<string>();
  return ({ languages, namespace, key }) => {
    const id = `${namespace}:${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    console.warn(`i18n: missing text "${id}" (${languages.join(', ')}); the key is shown`);
  };
}

function loaderBackend(load: NamespaceLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      load(namespace, language as Language).then(
        (data) => callback(null, data),
        (error: unknown) => {
          // ERR-25: a translation load failing is logged; the texts show their keys.
          console.error(`i18n: the "${namespace}" texts (${language}) could not be loaded`, error);
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}

/**
 * A NEW i18next instance (never the global one: the server renders several sites and
 * languages at once). Initialised synchronously when `resources` are given; with a
 * `loadNamespace`, missing namespaces are loaded through it. `returnNull: false`, no HTML
 * escaping (React escapes).
 */
export async function createI18n(options: CreateI18nOptions): Promise<I18n> {
  const { language, fallbackLanguage, loadNamespace } = options;
  const reportMissing = options.missingKeyHandler ?? logMissingKeys();
  const defaultNS = options.defaultNamespace ?? DEFAULT_NAMESPACE;
  const resources: Record<string, Record<string, TranslationResources>> = {};
  if (options.resources) resources[language] = { ...options.resources };
  if (fallbackLanguage && options.fallbackResources && fallbackLanguage !== language) {
    resources[fallbackLanguage] = { ...options.fallbackResources };
  }
  const hasResources = Object.keys(resources).length > 0;
  const ns = options.namespaces ?? (options.resources ? Object.keys(options.resources) : [defaultNS]);

  const instance = createInstance();
  if (loadNamespace) instance.use(loaderBackend(loadNamespace));
  await instance.init({
    lng: language,
    fallbackLng: fallbackLanguage ?? false,
    supportedLngs: false,
    load: 'currentOnly',
    ns: ns.length > 0 ? [...ns] : [defaultNS],
    defaultNS,
    fallbackNS: false,
    ...(hasResources ? { resources } : {}),
    partialBundledLanguages: hasResources && loadNamespace !== undefined,
    initAsync: !hasResources,
    returnNull: false,
    returnEmptyString: true,
    interpolation: { escapeValue: false, ...(options.variables ? { defaultVariables: { ...options.variables } } : {}) },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => reportMissing({ languages, namespace, key }),
    react: { useSuspense: true },
  });
  return instance;
}

/** Adds (deep-merges) a namespace's translations for a language (default: the instance's language). */
export function addNamespace(
  instance: I18n,
  namespace: string,
  resources: TranslationResources,
  language: string = instance.language,
): void {
  instance.addResourceBundle(language, namespace, resources, true, true);
}

// Loads in flight, per instance: two components asking for the same namespace share one load.
// Keyed by the instance (a WeakMap), so nothing is shared between requests.
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Loads a namespace into the instance once per language: resolves at once when the bundle
 * is there, shares a load already in flight, and adds the loaded bundle. `language` defaults
 * to the instance's; a router passes the language of the page it is about to show.
 */
export function loadNamespaceOnce(
  instance: I18n,
  namespace: string,
  loader: (language: Language) => Promise<TranslationResources>,
  language: Language = instance.language as Language,
): Promise<void> {
  if (instance.hasResourceBundle(language, namespace)) return Promise.resolve();
  let map = pending.get(instance);
  if (!map) {
    map = new Map();
    pending.set(instance, map);
  }
  const id = `${language}\u0000${namespace}`;
  const inFlight = map.get(id);
  if (inFlight) return inFlight;
  const inFlightMap = map;
  const load = loader(language)
    .then((resources) => addNamespace(instance, namespace, resources, language))
    .finally(() => inFlightMap.delete(id));
  map.set(id, load);
  return load;
}
