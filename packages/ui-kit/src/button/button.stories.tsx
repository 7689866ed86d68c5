import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COPY, LANGUAGES, LONG_GERMAN } from '../stories/sample-copy';
import { Button, LinkButton } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Book now', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['none', 'yellow-button', 'black-button', 'book-now'] } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YellowButton: Story = {
  args: { variant: 'yellow-button' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book now' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const BlackButton: Story = { args: { variant: 'black-button', children: 'See all films' } };
export const BookNow: Story = { args: { variant: 'book-now', size: 'lg' } };
export const TextLink: Story = { args: { variant: 'none', children: 'Terms and conditions' } };
export const WithIcon: Story = { args: { icon: 'search', children: 'Search' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongGerman: Story = {
  args: { children: LONG_GERMAN },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      <Button variant="yellow-button">Yellow button</Button>
      <Button variant="black-button">Black button</Button>
      <Button variant="book-now">Book now</Button>
      <Button variant="none">No button (link style)</Button>
      <Button size="sm">Small</Button>
      <Button size="lg">Large</Button>
    </div>
  ),
};

export const EachLanguage: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {LANGUAGES.map((lang) => (
        <span key={lang} lang={lang}>
          <Button variant="book-now">{COPY[lang].book}</Button>
        </span>
      ))}
    </div>
  ),
};

export const NewTabLink: Story = {
  render: () => (
    <LinkButton href="https://example.com/booking" newTab newTabLabel={COPY.en.newTab} variant="book-now">
      Book now
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book now (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Mobile: Story = {
  args: { block: true, variant: 'book-now', children: COPY.de.book },
  globals: { viewport: { value: 'mobile' } },
};
