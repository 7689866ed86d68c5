import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmartBanner } from './smart-banner';

const meta = {
  title: 'Shell/SmartBanner',
  component: SmartBanner,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Get the app',
    title: 'Marquee app',
    subtitle: 'Your tickets in your pocket',
    href: '#store',
    ctaLabel: 'Install',
    closeLabel: 'Close',
    onClose: fn(),
  },
} satisfies Meta<typeof SmartBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).queryByRole('button', { name: 'Close' });
    if (close) {
      await userEvent.click(close);
      await expect(args.onClose).toHaveBeenCalledOnce();
    }
  },
};
export const German: Story = {
  args: {
    subtitle: 'Ihre Kinokarten immer griffbereit auf dem Smartphone',
    ctaLabel: 'Installieren',
    closeLabel: 'Schließen',
  },
  globals: { lang: 'de', viewport: { value: 'mobile' } },
};
