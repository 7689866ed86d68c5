// @vitest-environment jsdom
import type { PageInfo } from '@marquee/remote-contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { preloadCalls } from '@marquee/api-client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HelpSearch } from './help-search';

interface Pending {
  readonly q: string;
  readonly type: string | undefined;
  resolve(titles: string[]): void;
}

/** A page whose API answers the help search only when the test says so. */
function pageWithApi() {
  const requests: Pending[] = [];
  const api = {
    get: (_path: string, _schema: unknown, query: { q: string; type?: string }) =>
      new Promise((resolve) => {
        requests.push({
          q: query.q,
          type: query.type,
          resolve: (titles) =>
            resolve({
              query: query.q,
              total: titles.length,
              counts: { show: 0, cinema: 0, offer: 0, news: 0, faq: titles.length },
              results: titles.map((title, index) => ({
                id: `faq-${index}`,
                type: 'faq',
                slug: `slug-${index}`,
                title,
                image: null,
                url: '',
                publicationDate: null,
                route: { path: 'FaqArticleBySlug', parameters: {} },
                payload: {},
                topic: 'help',
              })),
            }),
        });
      }),
  };
  const page = {
    kind: 'FaqHome',
    api,
    href: (kind: string, params?: Record<string, string>) => `/${kind}/${params?.slug ?? ''}`,
  } as unknown as PageInfo;
  return { page, requests };
}

function type(text: string) {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
}

// The API's calls load at their first use (docs/decisions/0032): loaded before the clock is faked.
beforeAll(() => preloadCalls());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HelpSearch', () => {
  it('HELP-13 sends nothing under 2 characters, and one faq request 350 ms after the last keystroke', async () => {
    const { page, requests } = pageWithApi();
    render(
      <MemoryRouter>
        <HelpSearch page={page} />
      </MemoryRouter>,
    );
    type('r');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(requests).toHaveLength(0);
    type('re');
    await act(() => vi.advanceTimersByTimeAsync(349));
    expect(requests).toHaveLength(0);
    type('ref');
    await act(() => vi.advanceTimersByTimeAsync(349));
    expect(requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requests.map((r) => [r.q, r.type])).toEqual([['ref', 'faq']]);
  });

  it('HELP-12 HELP-14 a stale answer never replaces a newer one; suggestions show on focus', async () => {
    const { page, requests } = pageWithApi();
    render(
      <MemoryRouter>
        <HelpSearch page={page} />
      </MemoryRouter>,
    );
    const field = screen.getByRole('combobox');
    fireEvent.focus(field);
    type('vo');
    await act(() => vi.advanceTimersByTimeAsync(350));
    type('vou');
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(requests.map((r) => r.q)).toEqual(['vo', 'vou']);
    // The newer answer arrives first, the older one after it: the older is ignored.
    await act(async () => requests[1]?.resolve(['How do I use a voucher?']));
    await act(async () => requests[0]?.resolve(['Volume too loud']));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['How do I use a voucher?']);
    expect(field.getAttribute('aria-expanded')).toBe('true');

    fireEvent.blur(field);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(field);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
  });
});
