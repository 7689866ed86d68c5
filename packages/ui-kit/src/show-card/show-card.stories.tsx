import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LONG_GERMAN } from '../stories/sample-copy';
import { posterDataUrl } from '../stories/sample-images';
import { ShowCardSkeleton } from '../skeleton/skeleton';
import { WishlistToggle } from '../wishlist-toggle/wishlist-toggle';
import { ShowCard } from './show-card';

const meta = {
  title: 'Components/ShowCard',
  component: ShowCard,
  args: {
    title: 'Night Train to Lisbon',
    href: '/en/films/night-train-to-lisbon',
    posterSrc: posterDataUrl('Night Train', 24),
    meta: ['1h 51min', 'Drama, Thriller'],
    contentRating: { rating: '-12', label: 'Not suitable under 12' },
  },
  decorators: [(Story, { parameters }) => (parameters.grid ? Story() : <div style={{ width: 200 }}>{Story()}</div>)],
} satisfies Meta<typeof ShowCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3, name: 'Night Train to Lisbon' });
    await expect(within(heading).getByRole('link', { name: 'Night Train to Lisbon' })).toHaveAttribute(
      'href',
      '/en/films/night-train-to-lisbon',
    );
  },
};
export const WithFlag: Story = { args: { flag: { label: 'New', color: 1 } } };
export const HeartFlag: Story = { args: { flag: { label: 'Our favourite', color: 5 } } };
export const NoPoster: Story = { args: { posterSrc: null } };
export const LongGermanTitle: Story = {
  args: {
    title: LONG_GERMAN,
    meta: ['2 Std. 31 Min.', 'Abenteuer, Komödie'],
    flag: { label: 'Vorpremiere', color: 2 },
  },
  globals: { lang: 'de' },
};
/** The card's heart: a button beside the stretched title link (never inside it), above it, after it in tab order. */
function Heart({ initial = false, title }: { initial?: boolean; title: string }) {
  const [pressed, setPressed] = useState(initial);
  return <WishlistToggle pressed={pressed} onPressedChange={setPressed} label={`Add ${title} to my wishlist`} />;
}
export const WithHeart: Story = {
  args: { flag: { label: 'Avant-première', color: 2 } },
  render: (args) => <ShowCard {...args} actions={<Heart title={args.title} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Night Train to Lisbon' });
    const heart = canvas.getByRole('button', { name: 'Add Night Train to Lisbon to my wishlist' });
    await expect(link.contains(heart)).toBe(false);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(heart).toHaveFocus();
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};
export const WithHeartInWishlist: Story = {
  render: (args) => <ShowCard {...args} actions={<Heart title={args.title} initial />} />,
};
export const WithHeartLongGerman: Story = {
  ...LongGermanTitle,
  render: (args) => <ShowCard {...args} actions={<Heart title={args.title} />} />,
};
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          width: '100%',
        }}
      >
        {Story()}
      </div>
    ),
  ],
  render: (args) => (
    <>
      {['Dune', 'Amélie', 'Paddington', 'Heat', 'Alien', 'Up'].map((title, index) => (
        <ShowCard
          key={title}
          {...args}
          title={title}
          posterSrc={posterDataUrl(title, index * 55)}
          priority={index < 2}
        />
      ))}
    </>
  ),
  parameters: { layout: 'padded', grid: true },
};
export const GridMobile: Story = { ...Grid, globals: { viewport: { value: 'mobile' } } };
/** Loading: the skeleton keeps the card's box, so nothing shifts when data arrives. */
export const Loading: Story = { render: () => <ShowCardSkeleton label="Loading films" /> };
/** Error: the poster failed to load; the generated poster keeps the card deliberate. */
export const PosterError: Story = { args: { posterSrc: '/missing-poster.jpg' } };
