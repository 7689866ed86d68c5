import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

const LABELS = { input: 'Search', clear: 'Clear', history: 'Recent' };
const HISTORY = [{ title: 'Dune', subtitle: 'Film', url: '/dune' }];

function Harness({ onSubmit, onHistorySelect }: { onSubmit?: (v: string) => void; onHistorySelect?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      value={value}
      onValueChange={setValue}
      labels={LABELS}
      history={HISTORY}
      onSubmit={onSubmit}
      onHistorySelect={onHistorySelect}
    />
  );
}

describe('SearchField', () => {
  it('shows history while empty, hides it while typing, clears back to it', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dune Film' }).getAttribute('href')).toBe('/dune');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'alien{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('alien');
    expect(screen.queryByRole('heading', { name: 'Recent' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(screen.getByRole('heading', { name: 'Recent' })).toBeTruthy();
  });
});
