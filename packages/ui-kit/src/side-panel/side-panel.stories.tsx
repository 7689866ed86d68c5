import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, LinkButton } from '../button/button';
import { COPY } from '../stories/sample-copy';
import { SidePanel } from './side-panel';

function Demo({ startOpen = false, lang = 'en' as 'en' | 'de' }) {
  const [open, setOpen] = useState(startOpen);
  const copy = COPY[lang];
  return (
    <>
      <Button variant="black-button" onClick={() => setOpen(true)}>
        Showtime details
      </Button>
      <SidePanel
        open={open}
        onClose={() => setOpen(false)}
        title="Night Train to Lisbon — 20:30"
        closeLabel={copy.close}
        footer={
          <LinkButton href="https://example.com/book" newTab newTabLabel={copy.newTab} variant="book-now" block>
            {copy.book}
          </LinkButton>
        }
      >
        <p>Saturday 12 May, 20:30 – 22:21 · VOST · Hall 4, 212 seats</p>
        <p>Marquee Odéon, 75006 Paris</p>
      </SidePanel>
    </>
  );
}

const meta = { title: 'Components/SidePanel', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 448px on desktop (SHELL-57); Escape closes and focus returns. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Showtime details' });
    await userEvent.click(opener);
    const panel = await within(document.body).findByRole('dialog', { name: /Night Train/ });
    if (window.innerWidth >= 700) await expect(panel.getBoundingClientRect().width).toBe(448);
    await expect(panel.matches(':modal')).toBe(true);
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
export const Open: Story = { args: { startOpen: true } };
export const MobileFullScreen: Story = { args: { startOpen: true }, globals: { viewport: { value: 'mobile' } } };
export const German: Story = { args: { startOpen: true, lang: 'de' }, globals: { lang: 'de' } };
