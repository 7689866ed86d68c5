import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { COPY, LONG_GERMAN } from '../stories/sample-copy';
import { Modal, type ModalVariant } from './modal';

function Demo({
  variant,
  title = 'Sign in',
  startOpen = false,
}: {
  variant?: ModalVariant;
  title?: string;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <p>Page content behind the modal.</p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={COPY.en.close}
        variant={variant}
        footer={
          <>
            <Button variant="black-button" onClick={() => setOpen(false)}>
              Create account
            </Button>
            <Button onClick={() => setOpen(false)}>Sign in</Button>
          </>
        }
      >
        <p>Sign in to keep your favourite cinemas, your wishlist and your bookings.</p>
        <label>
          Email <input type="email" name="email" />
        </label>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: opens, traps focus, Escape closes, focus returns, scroll unlocks (SHELL-48). */
export const Centred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sign in' });
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The browser's focus trap: a modal dialog makes the page behind inert.
    await expect(dialog.matches(':modal')).toBe(true);
    opener.focus();
    await expect(opener).not.toHaveFocus();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab past the last control comes back to the first, Shift+Tab the other way: never out.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(document.documentElement.style.overflow).toBe('');
  },
};
export const Small: Story = { args: { variant: 'small', startOpen: true } };
export const OpenCentred: Story = { args: { startOpen: true } };
export const LongGermanTitle: Story = { args: { startOpen: true, title: LONG_GERMAN }, globals: { lang: 'de' } };
export const Mobile: Story = { args: { startOpen: true }, globals: { viewport: { value: 'mobile' } } };
