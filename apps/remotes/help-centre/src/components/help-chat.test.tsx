// @vitest-environment jsdom
import type { PageInfo } from '@marquee/remote-contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { preloadCalls } from '@marquee/api-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HelpChat } from './help-chat';

const AGENT = { orgId: 'marquee-dev', scrt2Url: '/api/chat', deploymentName: 'marquee-fr', deploymentUrl: '/x' };

/** A page whose API answers the settings and the availability as given (an Error: the request fails). */
function page(chatAgent: Record<string, string | null>, availability: unknown): PageInfo {
  const answer = (value: unknown) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  return {
    kind: 'FaqHome',
    api: { get: () => answer({ chatAgent }), getFresh: () => answer(availability) },
  } as unknown as PageInfo;
}

async function renderChat(info: PageInfo) {
  render(<HelpChat page={info} />);
  // Let the two requests settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

// The API's calls load at their first use (docs/decisions/0032): loaded before the clock is faked.
beforeAll(() => preloadCalls());
afterEach(cleanup);

describe('HelpChat', () => {
  it('HELP-16 HELP-17 shows the chat entry when agents are available and the config is whole', async () => {
    await renderChat(page(AGENT, { available: true, instructions: ['agents'], opensAt: null }));
    expect(screen.getByRole('button', { name: 'chat.open' })).toBeTruthy();
  });

  it.each([
    ['no-agents', { available: false, instructions: ['no-agents'], opensAt: null }],
    ['schedule', { available: false, instructions: ['schedule'], opensAt: '09:00' }],
    ['schedule even if flagged available', { available: true, instructions: ['schedule'], opensAt: null }],
    ['unknown (the request failed)', new Error('offline')],
  ])('HELP-17 HELP-18 hides the chat: %s', async (_name, availability) => {
    await renderChat(page(AGENT, availability));
    expect(screen.queryByRole('button', { name: 'chat.open' })).toBeNull();
  });

  it('ERR-10 a failing availability request leaves availability unknown: no chat entry, no error', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    await renderChat(page(AGENT, new Error('503 Service Unavailable')));
    window.removeEventListener('error', onError);
    expect(screen.queryByRole('button', { name: 'chat.open' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('HELP-19 hides the chat when one of the four agent fields is missing', async () => {
    await renderChat(
      page({ ...AGENT, deploymentUrl: null }, { available: true, instructions: ['agents'], opensAt: null }),
    );
    expect(screen.queryByRole('button', { name: 'chat.open' })).toBeNull();
  });
});
