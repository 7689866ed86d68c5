import type { PageKind } from '@marquee/routing';
import { describe, expect, it } from 'vitest';
import {
  chatAgentConfig,
  chatAvailability,
  chatOffered,
  faqOnly,
  faqResultHref,
  helpQuery,
  orderTopics,
  topicPreviewCount,
  visibleArticles,
} from './help-rules';

const page = (kind: PageKind) => ({
  kind,
  href: (k: PageKind, params?: Readonly<Record<string, string>>) => `${k}:${JSON.stringify(params ?? {})}`,
});

describe('help topics', () => {
  it('HELP-04 a topic previews 3 articles on a phone and 5 on tablets and desktops', () => {
    expect(topicPreviewCount('mobile')).toBe(3);
    expect(topicPreviewCount('tablet')).toBe(5);
    expect(topicPreviewCount('desktop')).toBe(5);
    const seven = [1, 2, 3, 4, 5, 6, 7];
    expect(visibleArticles(seven, 'mobile', false)).toEqual([1, 2, 3]);
    expect(visibleArticles(seven, 'desktop', false)).toEqual([1, 2, 3, 4, 5]);
  });

  it('HELP-15 display all shows the whole list', () => {
    expect(visibleArticles([1, 2, 3, 4, 5, 6, 7], 'mobile', true)).toHaveLength(7);
  });

  it('HELP-02 HELP-03 French topics follow the French list; others keep their order', () => {
    const topics = ['booking', 'subscription', 'vouchers', 'home', 'programming', 'experience'].map((topic) => ({
      topic,
    }));
    expect(orderTopics(topics, 'fr').map((x) => x.topic)).toEqual([
      'booking',
      'programming',
      'subscription',
      'home',
      'vouchers',
      'experience',
    ]);
    expect(orderTopics(topics, 'en')).toEqual(topics);
  });
});

describe('help chat', () => {
  it('HELP-17 ERR-10 availability is true, false or unknown (null) when the request failed', () => {
    expect(chatAvailability({ available: true, instructions: ['agents'] })).toBe(true);
    expect(chatAvailability({ available: false, instructions: [] })).toBe(false);
    expect(chatAvailability(null)).toBeNull();
  });

  it('HELP-18 no-agents or schedule in the instructions means unavailable (hidden), whatever the flag', () => {
    expect(chatAvailability({ available: true, instructions: ['no-agents'] })).toBe(false);
    expect(chatAvailability({ available: true, instructions: ['agents', 'schedule'] })).toBe(false);
  });

  it('HELP-19 the agent config is used only when all four fields are present', () => {
    const full = { orgId: 'o', scrt2Url: '/s', deploymentName: 'd', deploymentUrl: '/u' };
    expect(chatAgentConfig({ chatAgent: full })).toEqual(full);
    for (const field of Object.keys(full)) {
      expect(chatAgentConfig({ chatAgent: { ...full, [field]: null } })).toBeNull();
    }
    expect(chatAgentConfig(null)).toBeNull();
  });

  it('HELP-16 the chat is offered only with a complete config and agents available', () => {
    const config = { orgId: 'o', scrt2Url: '/s', deploymentName: 'd', deploymentUrl: '/u' };
    expect(chatOffered(config, true)).toBe(true);
    expect(chatOffered(config, false)).toBe(false);
    expect(chatOffered(config, null)).toBe(false);
    expect(chatOffered(null, true)).toBe(false);
  });
});

describe('help search', () => {
  it('HELP-13 a query is sent from 2 characters, trimmed and capped', () => {
    expect(helpQuery('')).toBeNull();
    expect(helpQuery(' a ')).toBeNull();
    expect(helpQuery('ab')).toBe('ab');
    expect(helpQuery('  remboursement ')).toBe('remboursement');
    expect(helpQuery('x'.repeat(500))).toHaveLength(100);
  });

  it('HELP-12 only help articles are kept', () => {
    expect(faqOnly([{ type: 'faq' }, { type: 'show' }, { type: 'news' }, { type: 'faq' }])).toHaveLength(2);
  });

  it('SRCH link rule: a help result opens by its slug when it has a real one, else by its id', () => {
    const withSlug = { id: 'faq-101', slug: 'how-do-i-book', route: { path: 'FaqArticleBySlug', parameters: {} } };
    expect(faqResultHref(withSlug, page('FaqHome'))).toBe('FaqArticleBySlug:{"slug":"how-do-i-book"}');
    const numeric = { id: 'faq-118', slug: '118', route: { path: 'FaqArticleBySlug', parameters: { id: '118' } } };
    expect(faqResultHref(numeric, page('FaqHome'))).toBe('FaqArticleById:{"id":"118"}');
    const bare = { id: 'faq-119', slug: '', route: { path: 'FaqArticleById', parameters: {} } };
    expect(faqResultHref(bare, page('FaqHome'))).toBe('FaqArticleById:{"id":"119"}');
    // Inside the app's web view, the web-view article.
    expect(faqResultHref(withSlug, page('MFaqHome'))).toBe('MFaqArticleBySlug:{"slug":"how-do-i-book"}');
  });
});
