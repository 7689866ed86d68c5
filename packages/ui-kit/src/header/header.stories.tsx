import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import { HeaderBar, HeaderNav, Logo } from './header';

const NAV = [
  { id: 'search', label: 'Search', href: '#search' },
  { id: 'films', label: 'Films', href: '#films', active: true },
  { id: 'cinemas', label: 'Cinemas', href: '#cinemas' },
  { id: 'offers', label: 'Offers', href: '#offers' },
  { id: 'business', label: 'Business', href: 'https://example.com/business', newTab: true },
];

const meta = {
  title: 'Shell/Header',
  component: HeaderBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo label="Marquee, films home" href="#home" />,
    nav: <HeaderNav label="Main" items={NAV} newTabLabel="opens in a new tab" />,
    actions: (
      <>
        <Button variant="black-button" size="sm" icon="search">
          Search
        </Button>
        <Avatar name="Camille Durand" size={36} />
      </>
    ),
  },
} satisfies Meta<typeof HeaderBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Films' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Business (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
export const Dark: Story = { args: { dark: true } };
export const WithoutNavigation: Story = { args: { nav: undefined } };
export const LogoWithoutLink: Story = { args: { logo: <Logo label="Marquee" />, sticky: false } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
/** Scroll the canvas on a desktop viewport: past 68px the header sticks, hides going down, shows going up. */
export const StickyOnScroll: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <>
      <HeaderBar {...args} />
      <div style={{ height: 2400, padding: 24 }}>
        <p>Scroll down and up.</p>
      </div>
    </>
  ),
};
