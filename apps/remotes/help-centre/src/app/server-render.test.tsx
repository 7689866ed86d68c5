import { fileURLToPath } from 'node:url';
import type { Language } from '@marquee/domain-models';
import { type RemoteRoutes, resolvePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import type { PageKind } from '@marquee/routing';
import { describe, expect, it } from 'vitest';
import type { HelpArticleData } from '../lib/help-article-data';
import type { HelpHomeData } from '../lib/help-data';
import * as routes from './routes';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

async function serverRender<D>(
  kind: PageKind,
  data: D,
  language: Language,
  viewport: 'mobile' | 'desktop' = 'desktop',
) {
  const page = await resolvePage(routes as RemoteRoutes, kind);
  return renderPageOnServer({
    page,
    data,
    language,
    namespace: 'help-centre',
    localesDir,
    kind,
    device: { viewport, webview: false },
  });
}

const topic = (id: number, title: string, count: number) => ({
  id,
  slug: `topic-${id}`,
  topic: 'booking',
  title,
  description: `${title} description`,
  articles: Array.from({ length: count }, (_, i) => ({
    id: id * 100 + i,
    slug: `${id}-article-${i}`,
    title: `${title} question ${i + 1}`,
    teaser: 'teaser',
  })),
});

describe('server rendering', () => {
  const home: HelpHomeData = { topics: [topic(1, 'Tickets', 7), topic(2, 'Club subscriptions', 4)] };

  it('HELP-04 the home renders 3 articles a topic for a phone, 5 for a desktop, without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const mobile = await serverRender('FaqHome', home, 'en', 'mobile');
    expect(mobile).toContain('Tickets question 3');
    expect(mobile).not.toContain('Tickets question 4');
    expect(mobile).toContain('Show all 7 articles');
    const desktop = await serverRender('FaqHome', home, 'en', 'desktop');
    expect(desktop).toContain('Tickets question 5');
    expect(desktop).not.toContain('Tickets question 6');
    // A topic with 4 articles has nothing more to show on a desktop.
    expect(desktop).not.toContain('Show all 4 articles');
  });

  it('HELP-05 an article renders its sanitised content and its related articles', async () => {
    const article: HelpArticleData = {
      id: 101,
      slug: 'how-do-i-book',
      title: 'How do I book a ticket online?',
      category: { id: 1, name: 'Tickets' },
      teaser: 'Choose a film.',
      content: '',
      safeContent: '<p>Choose a film, a cinema and a showtime.</p>',
      publicationDate: '2025-01-10',
      agentforce: true,
      related: [{ id: 102, slug: 'cancel', title: 'Can I cancel?' }],
    };
    const html = await serverRender('FaqArticleBySlug', article, 'fr');
    expect(html).toContain('<p>Choose a film, a cinema and a showtime.</p>');
    expect(html).toContain('Questions associées');
    expect(html).toContain('href="/aide/cancel"');
  });
});
