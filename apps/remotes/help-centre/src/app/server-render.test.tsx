import type { Language } from '@marquee/domain-models';
import type { LazyRemotePage, RemotePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FooterFaq } from '@marquee/domain-models';
import { pages } from './routes';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
function serverRender<D>(
  page: RemotePage<D> | LazyRemotePage | undefined,
  data: D,
  language: Language,
): Promise<string> {
  return renderPageOnServer({ page, data, language, namespace: 'help-centre', localesDir });
}

describe('server rendering', () => {
  it('renders the help centre home without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const data: FooterFaq = {
      groups: [
        {
          type: 'booking',
          slugs: ['booking'],
          questions: [{ title: 'Can I cancel a ticket?', description: 'Up to an hour before.' }],
        },
        { type: 'home', slugs: [], questions: [] },
      ],
    };
    const html = await serverRender(pages.FaqHome, data, 'en');
    expect(html).toContain('Can I cancel a ticket?');
    expect(html).not.toContain('Streaming at home');
  });
});
