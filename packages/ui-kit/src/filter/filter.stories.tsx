import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';

const VERSIONS = [
  { id: 'vf', label: 'French version', count: 24 },
  { id: 'vost', label: 'Original, subtitled', count: 12 },
  { id: 'imax', label: 'IMAX', count: 3 },
  { id: '4dx', label: '4DX' },
];

function ChipsDemo({ label = 'Versions', options = VERSIONS }) {
  const [value, setValue] = useState<string[]>(['vost']);
  return <FilterChips label={label} options={options} value={value} onChange={setValue} />;
}

const meta = { title: 'Components/Filters', component: ChipsDemo } satisfies Meta<typeof ChipsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const imax = canvas.getByRole('button', { name: 'IMAX 3' });
    await userEvent.click(imax);
    await expect(imax).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Original, subtitled 12' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const ChipsGerman: Story = {
  args: {
    label: 'Fassungen',
    options: [
      { id: 'de', label: 'Deutsche Fassung', count: 24 },
      { id: 'omu', label: 'Originalfassung mit Untertiteln', count: 12 },
    ],
  },
  globals: { lang: 'de', viewport: { value: 'mobile' } },
};
export const Panel: Story = {
  render: () => (
    <FilterPanel
      groups={[
        { id: 'versions', label: 'Versions', options: VERSIONS },
        {
          id: 'genres',
          label: 'Genres',
          options: [
            { id: 'drama', label: 'Drama' },
            { id: 'comedy', label: 'Comedy' },
          ],
        },
      ]}
      value={{ versions: ['vf'] }}
      onApply={() => {}}
      labels={{ apply: 'Show results', reset: 'Reset' }}
    />
  ),
};
