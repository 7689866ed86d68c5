import type { Meta, StoryObj } from '@storybook/react-vite';
import { FooterColumns } from './footer';

const COLUMNS = [
  {
    id: 'films',
    title: 'Films',
    links: [
      { title: 'On now', url: '#now' },
      { title: 'Coming soon', url: '#soon' },
    ],
  },
  {
    id: 'cinemas',
    title: 'Cinemas',
    links: [
      { title: 'Paris', url: '#paris' },
      { title: 'Lyon', url: '#lyon' },
      { title: 'All cinemas', url: '#all' },
    ],
  },
  {
    id: 'about',
    title: 'About Marquee',
    links: [
      { title: 'Careers', url: 'https://example.com/careers', newTab: true },
      { title: 'Press', url: '#press' },
    ],
  },
];

const meta = {
  title: 'Shell/Footer',
  component: FooterColumns,
  args: { columns: COLUMNS, newTabLabel: 'opens in a new tab' },
} satisfies Meta<typeof FooterColumns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop (from 1080px): all columns open (SHELL-39). Open in the Storybook UI with the Desktop viewport. */
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
/** Mobile: single-open accordion (SHELL-38). */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const German: Story = {
  args: {
    columns: [
      {
        id: 'k',
        title: 'Kinos in Ihrer Nähe und Sonderveranstaltungen',
        links: [{ title: 'Alle Kinos anzeigen', url: '#k' }],
      },
    ],
    newTabLabel: 'öffnet sich in einem neuen Tab',
  },
  globals: { lang: 'de' },
};
