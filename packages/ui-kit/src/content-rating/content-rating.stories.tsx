import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentRating } from './content-rating';

const meta = {
  title: 'Components/ContentRating',
  component: ContentRating,
  args: { rating: '-12', label: 'Not suitable for children under 12' },
} satisfies Meta<typeof ContentRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Under12: Story = {};
export const AllAudiences: Story = { args: { rating: 'TP', label: 'All audiences' } };
export const Adults: Story = { args: { rating: '-18', label: 'Forbidden under 18' } };
export const German: Story = {
  args: { rating: '16', label: 'Freigegeben ab 16 Jahren (FSK 16)' },
  globals: { lang: 'de' },
};
