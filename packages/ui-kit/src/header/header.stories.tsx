import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../avatar/avatar';
import { Icon } from '../icon/icon';
import { COPY } from '../stories/sample-copy';
import { HeaderBar, HeaderButton, HeaderLink, HeaderNav, Logo, type NavItem } from './header';

const NAV: NavItem[] = [
  { id: 'films', label: 'Films', href: '#films', active: true },
  { id: 'cinemas', label: 'Cinemas', href: '#cinemas' },
  { id: 'club', label: 'Club card', href: '#club' },
  { id: 'offers', label: 'Offers', href: '#offers' },
  { id: 'business', label: 'Business', href: 'https://example.com/business', newTab: true },
];

/** German labels run long: the bar must still hold them at 1080px and up. */
const NAV_DE: NavItem[] = [
  { id: 'films', label: 'Filme', href: '#films' },
  { id: 'cinemas', label: 'Kinos', href: '#cinemas', active: true },
  { id: 'club', label: 'Clubkarte', href: '#club' },
  { id: 'offers', label: 'Angebote', href: '#offers' },
  { id: 'home-video', label: 'Filme für zu Hause', href: 'https://example.com/vod', newTab: true },
];

function Actions({ signedIn = false, german = false }: { signedIn?: boolean; german?: boolean }) {
  return (
    <>
      <HeaderLink
        label={german ? 'Registrieren' : 'Sign up'}
        href="#sign-up"
        only="desktop"
        className="mq-header-control--outlined"
      />
      <HeaderButton
        label={german ? 'Suchen' : 'Search'}
        icon="search"
        labelVisibility="desktop"
        aria-haspopup="dialog"
      />
      {signedIn ? (
        <HeaderButton
          label="Profile of Camille Durand"
          visual={<Avatar name="Camille Durand" size={32} />}
          aria-haspopup="dialog"
        />
      ) : (
        <HeaderButton label={german ? 'Anmelden' : 'Sign in'} icon="user" aria-haspopup="dialog" />
      )}
      <HeaderButton
        label={german ? 'Sprache: Deutsch' : 'Language: English'}
        visual={
          <>
            <Icon name="globe" />
            <span className="mq-header-control__code" aria-hidden="true">
              {german ? 'DE' : 'EN'}
            </span>
          </>
        }
        aria-haspopup="dialog"
      />
      <HeaderButton label="Menu" icon="menu" only="mobile" aria-haspopup="dialog" aria-expanded={false} />
    </>
  );
}

const meta = {
  title: 'Shell/Header',
  component: HeaderBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo label="Marquee, films home" href="#home" />,
    nav: <HeaderNav label="Main" items={NAV} newTabLabel={COPY.en.newTab} />,
    actions: <Actions />,
  },
} satisfies Meta<typeof HeaderBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Films' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: `Business (${COPY.en.newTab})` })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};
export const SignedIn: Story = { args: { actions: <Actions signedIn /> } };
export const German: Story = {
  args: {
    nav: <HeaderNav label="Hauptmenü" items={NAV_DE} newTabLabel={COPY.de.newTab} />,
    actions: <Actions german />,
  },
};
export const Dark: Story = { args: { dark: true } };
export const WithoutNavigation: Story = { args: { nav: undefined } };
export const LogoWithoutLink: Story = { args: { logo: <Logo label="Marquee" />, sticky: false } };
/** Under 1080px the navigation gives way to the menu button; labels become accessible names only. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
/** The navigation as the mobile menu shows it: one large row per entry. */
export const VerticalNavigation: Story = {
  render: () => (
    <div style={{ maxWidth: 390, padding: 16 }}>
      <HeaderNav label="Menu" items={NAV} newTabLabel={COPY.en.newTab} orientation="vertical" />
    </div>
  ),
};
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
