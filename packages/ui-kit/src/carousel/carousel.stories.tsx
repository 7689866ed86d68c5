import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShowCard } from '../show-card/show-card';
import { posterDataUrl } from '../stories/sample-images';
import { Carousel } from './carousel';

const TITLES = ['Dune', 'Amélie', 'Paddington', 'Heat', 'Alien', 'Up', 'Coco', 'Her', 'Jaws', 'Rocky'];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    label: 'On now',
    labels: { previous: 'Previous films', next: 'Next films' },
    children: TITLES.map((title, i) => (
      <ShowCard
        key={title}
        title={title}
        href={`#${title}`}
        posterSrc={posterDataUrl(title, i * 36)}
        meta={['1h 50min']}
      />
    )),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const track = within(canvasElement).getByRole('list', { name: 'On now' });
    track.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0));
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
