import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { LONG_GERMAN } from '../stories/sample-copy';
import { AlertBanner } from './alert-banner';
import { type AlertItem, AlertStack } from './alert-stack';

const meta = {
  title: 'Components/Alerts',
  component: AlertBanner,
  args: {
    level: 'warning',
    title: 'Marquee Odéon is closed today',
    subtitle: 'Heating works: we reopen tomorrow at 10:00.',
  },
} satisfies Meta<typeof AlertBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const Info: Story = { args: { level: 'info', title: 'New: book your seats from the app', subtitle: undefined } };
export const Closable: Story = { args: { closeLabel: 'Close', onClose: () => {} } };
export const LongGerman: Story = {
  args: {
    title: LONG_GERMAN,
    subtitle: 'Wegen Bauarbeiten bleibt das Kino heute geschlossen.',
    closeLabel: 'Schließen',
    onClose: () => {},
  },
  globals: { lang: 'de' },
};

const QUEUE: AlertItem[] = [
  { id: 'a', level: 'warning', title: 'First alert (oldest)' },
  { id: 'b', level: 'info', title: 'Second alert' },
  { id: 'c', level: 'info', title: 'Third alert', subtitle: 'Shown last.' },
];

function StackDemo() {
  const [alerts, setAlerts] = useState(QUEUE);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <AlertStack
        alerts={alerts}
        closeLabel="Close"
        onDismiss={(id) => setAlerts((all) => all.filter((a) => a.id !== id))}
      />
      <Button variant="black-button" onClick={() => setAlerts(QUEUE)}>
        Reset queue
      </Button>
    </div>
  );
}

/** First in, first out, one at a time; close moves to the next (SHELL-74, SHELL-76). */
export const Stack: Story = {
  render: () => <StackDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('First alert (oldest)')).toBeInTheDocument();
    await expect(canvas.queryByText('Second alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(await canvas.findByText('Second alert')).toBeInTheDocument();
  },
};
