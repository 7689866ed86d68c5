import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LONG_GERMAN } from '../stories/sample-copy';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 'imax', title: 'IMAX', content: <p>A bigger screen, brighter images and precise sound.</p> },
  { id: '4dx', title: '4DX', content: <p>Seats that move, wind, water and scents.</p> },
  { id: 'atmos', title: 'Dolby Atmos', content: <p>Sound that moves all around you.</p> },
];

const meta = { title: 'Components/Accordion', component: Accordion, args: { items: ITEMS } } satisfies Meta<
  typeof Accordion
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Independent panels (showtime details experiences, SHELL-68). */
export const Multiple: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const imax = canvas.getByRole('button', { name: 'IMAX' });
    const fourDx = canvas.getByRole('button', { name: '4DX' });
    await userEvent.click(imax);
    await userEvent.click(fourDx);
    await expect(imax).toHaveAttribute('aria-expanded', 'true');
    await expect(fourDx).toHaveAttribute('aria-expanded', 'true');
  },
};
/** Mobile footer: one open at a time, toggling the open one closes it (SHELL-38). */
export const SingleOpenMobileFooter: Story = {
  args: { type: 'single', defaultValue: ['imax'] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '4DX' }));
    await expect(canvas.getByRole('button', { name: 'IMAX' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '4DX' }));
    await expect(canvas.getByRole('button', { name: '4DX' })).toHaveAttribute('aria-expanded', 'false');
  },
};
/** Desktop footer: every panel open (SHELL-39). */
export const AllOpenDesktop: Story = { args: { value: ['imax', '4dx', 'atmos'] } };
export const LongGerman: Story = {
  args: { items: [{ id: 'x', title: LONG_GERMAN, content: <p>{LONG_GERMAN}</p> }], defaultValue: ['x'] },
  globals: { lang: 'de' },
};
