// @vitest-environment jsdom
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveFlags } from './flags';
import { FlagsProvider, useFlag, useFlags } from './flags-context';

function Voucher() {
  return useFlag('voucherCheckerEnabled') ? <a href="/voucher">voucher</a> : <span>no voucher</span>;
}

describe('FlagsProvider / useFlag', () => {
  it('FLAG-51 useFlag reads the provided site flags (voucher link only on nl)', () => {
    render(
      <FlagsProvider flags={resolveFlags('nl')}>
        <Voucher />
      </FlagsProvider>,
    );
    expect(screen.getByRole('link', { name: 'voucher' })).toBeTruthy();
  });

  it('FLAG-01 useFlags returns the whole record', () => {
    const flags = resolveFlags('ch');
    const wrapper = ({ children }: { children: ReactNode }) => <FlagsProvider flags={flags}>{children}</FlagsProvider>;
    const { result } = renderHook(() => useFlags(), { wrapper });
    expect(result.current).toBe(flags);
    expect(result.current.versionFilterStyle).toBe('tag');
  });

  it('FLAG-01 useFlag outside a provider throws', () => {
    expect(() => renderHook(() => useFlag('walletEnabled'))).toThrow(/FlagsProvider/);
  });

  it('FLAG-01 two sites rendered on the server at once keep their own flags (no shared state)', () => {
    const nl = (
      <FlagsProvider flags={resolveFlags('nl')}>
        <Voucher />
      </FlagsProvider>
    );
    const fr = (
      <FlagsProvider flags={resolveFlags('fr')}>
        <Voucher />
      </FlagsProvider>
    );
    expect(renderToString(nl)).toContain('href="/voucher"');
    expect(renderToString(fr)).toContain('no voucher');
    expect(renderToString(nl)).toContain('href="/voucher"');
  });
});
