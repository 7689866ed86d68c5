import type { SearchResult, Settings } from '@marquee/domain-models';
import type { DeviceHint, PageInfo } from '@marquee/remote-contract';

/** The chat service's availability answer (GET /api/chat/availability). */
export interface ChatAvailability {
  readonly available: boolean;
  readonly instructions: readonly string[];
}

/** A help topic previews 3 articles on a phone and 5 on larger screens (HELP-04, CLARIFICATIONS). */
export const TOPIC_PREVIEW = { mobile: 3, larger: 5 } as const;
/** Related articles shown under an article: 5 others of its category (HELP-08). */
export const RELATED_ARTICLES = 5;
/** The help search: sent from 2 characters, 350 ms after the last keystroke (HELP-13, CLARIFICATIONS). */
export const HELP_SEARCH = { minLength: 2, debounceMs: 350, maxLength: 100 } as const;

/** How many articles a topic previews on a device class. */
export function topicPreviewCount(viewport: DeviceHint['viewport']): number {
  return viewport === 'mobile' ? TOPIC_PREVIEW.mobile : TOPIC_PREVIEW.larger;
}

/** The articles a topic shows: its preview, or all of them once "display all" was chosen (HELP-15). */
export function visibleArticles<T>(articles: readonly T[], viewport: DeviceHint['viewport'], displayAll: boolean): T[] {
  return displayAll ? [...articles] : articles.slice(0, topicPreviewCount(viewport));
}

/** Chat availability (HELP-17): true, false, or unknown (null) when the request failed. */
export type ChatState = boolean | null;

/**
 * Availability from the chat service's answer (HELP-17, HELP-18): false whenever its
 * instructions say `no-agents` or `schedule` (the chat is then hidden), otherwise the answer's
 * own flag. A failed request (no answer) is unknown.
 */
export function chatAvailability(answer: ChatAvailability | null): ChatState {
  if (!answer) return null;
  if (answer.instructions.some((instruction) => instruction === 'no-agents' || instruction === 'schedule'))
    return false;
  return answer.available;
}

/** The chat-agent settings, each field present. */
export interface ChatAgentConfig {
  readonly orgId: string;
  readonly scrt2Url: string;
  readonly deploymentName: string;
  readonly deploymentUrl: string;
}

/** The chat-agent config, only when all four fields are present (HELP-19); null otherwise. */
export function chatAgentConfig(settings: Pick<Settings, 'chatAgent'> | null): ChatAgentConfig | null {
  const agent = settings?.chatAgent;
  if (!agent) return null;
  const { orgId, scrt2Url, deploymentName, deploymentUrl } = agent;
  if (!orgId || !scrt2Url || !deploymentName || !deploymentUrl) return null;
  return { orgId, scrt2Url, deploymentName, deploymentUrl };
}

/** The chat entry is offered only with a complete config and agents available (HELP-16..19). */
export function chatOffered(config: ChatAgentConfig | null, state: ChatState): boolean {
  return config !== null && state === true;
}

/**
 * Where a help search result leads (SRCH rule, HELP-12): the article by its slug when the
 * result carries a real one, else by its id.
 */
export function faqResultHref(
  result: Pick<SearchResult, 'id' | 'slug' | 'route'>,
  page: Pick<PageInfo, 'href' | 'kind'>,
): string {
  const webview = page.kind.startsWith('M');
  const params: Readonly<Record<string, string | undefined>> = result.route.parameters;
  const slug = result.slug.trim();
  if (slug && !/^\d+$/.test(slug)) return page.href(webview ? 'MFaqArticleBySlug' : 'FaqArticleBySlug', { slug });
  const id = String(params.id ?? (/^\d+$/.test(slug) ? slug : result.id.replace(/^faq-/, '')));
  return page.href(webview ? 'MFaqArticleById' : 'FaqArticleById', { id });
}

/** The help search keeps only help articles (HELP-12). */
export function faqOnly<T extends Pick<SearchResult, 'type'>>(results: readonly T[]): T[] {
  return results.filter((result) => result.type === 'faq');
}

/** The query as sent: trimmed, capped, and only once it has the minimum length (HELP-13). */
export function helpQuery(text: string): string | null {
  const query = text.trim().slice(0, HELP_SEARCH.maxLength);
  return [...query].length >= HELP_SEARCH.minLength ? query : null;
}

/**
 * The order of the topics on the help home: the French-language list reads online booking,
 * programming, subscription, home, account, cinema experience (HELP-02); the other languages
 * keep the API's order (tickets, club subscriptions, vouchers and gift cards, streaming at home,
 * film information, plan your visit: HELP-03).
 */
const FRENCH_TOPIC_ORDER = ['booking', 'programming', 'subscription', 'home', 'vouchers', 'experience'];

/** The topics in the order of the page language's list. */
export function orderTopics<T extends { readonly topic: string }>(topics: readonly T[], language: string): T[] {
  if (language !== 'fr') return [...topics];
  const rank = (topic: string) => {
    const at = FRENCH_TOPIC_ORDER.indexOf(topic);
    return at < 0 ? FRENCH_TOPIC_ORDER.length : at;
  };
  return [...topics].sort((a, b) => rank(a.topic) - rank(b.topic));
}
