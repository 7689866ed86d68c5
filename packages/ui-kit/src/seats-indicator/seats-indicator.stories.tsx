import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeatsIndicator } from './seats-indicator';

const meta = {
  title: 'Components/SeatsIndicator',
  component: SeatsIndicator,
  args: { level: 'open', label: 'Seats available' },
} satisfies Meta<typeof SeatsIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Seats available')).toBeVisible();
  },
};
export const Filling: Story = { args: { level: 'filling', label: 'Filling up' } };
export const AlmostFull: Story = { args: { level: 'almost-full', label: 'Almost full' } };
export const Full: Story = { args: { level: 'full', label: 'Full' } };
export const Dutch: Story = { args: { level: 'almost-full', label: 'Bijna vol' }, globals: { lang: 'nl' } };
export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <SeatsIndicator level="open" label="Seats available" />
      <SeatsIndicator level="filling" label="Filling up" />
      <SeatsIndicator level="almost-full" label="Almost full" />
      <SeatsIndicator level="full" label="Full" />
    </div>
  ),
};
