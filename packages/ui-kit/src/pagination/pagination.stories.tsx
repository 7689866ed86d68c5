import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 12,
    href: (p: number) => `?page=${p}`,
    labels: { nav: 'Pages', previous: 'Previous page', next: 'Next page', page: (p: number) => `Page ${p}` },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { page: 1 } };
export const Last: Story = { args: { page: 12 } };
export const German: Story = {
  args: {
    labels: { nav: 'Seiten', previous: 'Vorherige Seite', next: 'Nächste Seite', page: (p: number) => `Seite ${p}` },
  },
  globals: { lang: 'de', viewport: { value: 'mobile' } },
};
