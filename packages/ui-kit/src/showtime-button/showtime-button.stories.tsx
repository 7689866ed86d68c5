import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShowtimeButton } from './showtime-button';

const meta = {
  title: 'Components/ShowtimeButton',
  component: ShowtimeButton,
  args: { time: '20:30', version: 'VOST', endLabel: 'ends 22:41', onClick: fn() },
} satisfies Meta<typeof ShowtimeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /20:30/ });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
export const AsBookingLink: Story = { args: { href: '/book/123' } };
export const Full: Story = { args: { status: 'full', statusLabel: 'Full' } };
export const Old: Story = { args: { status: 'old', statusLabel: 'Past' } };
/** Issue 27 item 4: how full it is, a gauge and a text. */
export const AlmostFull: Story = { args: { seats: { level: 'almost-full', label: 'Almost full' } } };
export const FullWithSeats: Story = {
  args: { status: 'full', statusLabel: 'Full', seats: { level: 'full', label: 'Full' } },
};
export const WithExperiences: Story = {
  args: {
    experiences: [
      { label: 'IMAX' },
      { label: '3D', icon: 'three-d' },
      { label: 'Dolby Atmos', icon: 'sound' },
      { label: 'Audio description', icon: 'audio-description' },
    ],
  },
};
/** CAT-14: a showtime of a highlighted tag (its badge is read after the time). */
export const Highlighted: Story = {
  args: { version: 'VF', experiences: [{ label: 'IMAX' }], endLabel: 'ends 22:41', highlight: 'Featured' },
};
export const German: Story = {
  args: { version: 'OmU', endLabel: 'Ende 22:41', status: 'full', statusLabel: 'Ausverkauft' },
  globals: { lang: 'de' },
};
export const Row: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <ShowtimeButton time="11:00" status="old" statusLabel="Past" version="VF" />
      <ShowtimeButton time="14:15" version="VF" seats={{ level: 'open', label: 'Seats available' }} />
      <ShowtimeButton time="17:45" version="VOST" experiences={[{ label: 'IMAX' }]} highlight="Featured" />
      <ShowtimeButton time="20:30" status="full" statusLabel="Full" version="VOST" />
      <ShowtimeButton time="22:50" version="VF" experiences={[{ label: '4DX' }, { label: '3D', icon: 'three-d' }]} />
    </div>
  ),
  globals: { viewport: { value: 'mobile' } },
};
