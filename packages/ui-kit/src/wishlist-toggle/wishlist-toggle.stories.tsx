import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { WishlistToggle } from './wishlist-toggle';

function Demo({ initial = false, text }: { initial?: boolean; text?: string }) {
  const [pressed, setPressed] = useState(initial);
  return <WishlistToggle pressed={pressed} onPressedChange={setPressed} label="Add Dune to my wishlist" text={text} />;
}

const meta = { title: 'Components/WishlistToggle', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconOnly: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Add Dune to my wishlist' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
export const InWishlist: Story = { args: { initial: true } };
export const WithText: Story = { args: { text: 'Want to see' } };
export const German: Story = { args: { text: 'Möchte ich sehen' }, globals: { lang: 'de' } };
