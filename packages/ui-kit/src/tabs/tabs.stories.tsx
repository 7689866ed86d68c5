import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const ITEMS = [
  { id: 'showtimes', label: 'Showtimes', content: <p>Today at 14:00, 17:45 and 20:30.</p> },
  { id: 'synopsis', label: 'Synopsis', content: <p>A teacher leaves everything for a night train.</p> },
  { id: 'cast', label: 'Cast', content: <p>Jeremy Irons, Mélanie Laurent.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items: ITEMS, label: 'Film sections' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Showtimes' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Synopsis' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Synopsis' })).toBeInTheDocument();
  },
};
export const German: Story = {
  args: {
    label: 'Filmbereiche',
    items: [
      { id: 's', label: 'Vorstellungszeiten', content: <p>Heute um 14:00.</p> },
      { id: 'i', label: 'Inhaltsangabe', content: <p>…</p> },
      { id: 'b', label: 'Besetzung und Stab', content: <p>…</p> },
    ],
  },
  globals: { lang: 'de' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
