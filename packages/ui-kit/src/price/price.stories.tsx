import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = { title: 'Components/Price', component: Price, args: { amount: '9,90 €' } } satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithInitialPrice: Story = {
  args: { amount: '7,50 €', initialAmount: '12,90 €', labels: { current: 'Price', initial: 'instead of' } },
};
export const German: Story = {
  args: { amount: '7,50 €', initialAmount: '12,90 €', labels: { current: 'Preis', initial: 'statt' } },
  globals: { lang: 'de' },
};
