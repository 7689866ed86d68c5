// @vitest-environment jsdom
import { createI18n, I18nextProvider } from '@marquee/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { RemoteRegion } from './remote-region';

afterEach(cleanup);

function Exploding({ explode }: { explode: boolean }) {
  if (explode) throw new Error('remote render failed');
  return <p>remote content</p>;
}

const state = { fixed: false };

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteRegion remote="catalogue" onRetry={() => setAttempt(attempt + 1)}>
      <Exploding explode={!state.fixed} />
    </RemoteRegion>
  );
}

describe('RemoteRegion', () => {
  it('shows a translated fallback with a retry when the remote throws, and renders again after the retry', async () => {
    const i18n = await createI18n({ language: 'en', resources: { common: en } });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    state.fixed = false;
    render(
      <I18nextProvider i18n={i18n}>
        <p>header stays</p>
        <Harness />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(en.remote.unavailableTitle),
    );
    expect(screen.getByText('header stays')).toBeTruthy();
    state.fixed = true;
    fireEvent.click(screen.getByRole('button', { name: en.remote.retry }));
    expect(await screen.findByText('remote content')).toBeTruthy();
    quiet.mockRestore();
  });
});
