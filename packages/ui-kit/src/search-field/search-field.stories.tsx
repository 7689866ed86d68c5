import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type SearchFieldLabels, SearchField } from './search-field';

const HISTORY = [
  { title: 'Dune: Part Two', subtitle: 'Film', url: '/films/dune-part-two' },
  { title: 'Marquee Odéon', subtitle: 'Paris 6e', url: '/cinemas/odeon' },
];
const EN: SearchFieldLabels = {
  input: 'Search films, cinemas and offers',
  clear: 'Clear search',
  history: 'Recent searches',
};

function Demo({
  initial = '',
  labels = EN,
  history = HISTORY,
}: {
  initial?: string;
  labels?: SearchFieldLabels;
  history?: typeof HISTORY;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SearchField value={value} onValueChange={setValue} labels={labels} history={history} placeholder={labels.input} />
  );
}

const meta = { title: 'Components/SearchField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyWithHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: EN.input });
    await userEvent.type(input, 'dune');
    await expect(canvas.queryByText('Recent searches')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};
export const WithQuery: Story = { args: { initial: 'Night train' } };
export const NoHistory: Story = { args: { history: [] } };
export const German: Story = {
  args: {
    labels: { input: 'Filme, Kinos und Angebote durchsuchen', clear: 'Suche löschen', history: 'Letzte Suchanfragen' },
  },
  globals: { lang: 'de', viewport: { value: 'mobile' } },
};
