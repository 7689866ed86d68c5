import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type Emotion, EmotionPicker } from './emotion-picker';

const EN = { group: 'How did you find it?', disappointed: 'Disappointed', liked: 'Liked it', loved: 'Loved it' };

function Demo({ initial = null as Emotion | null, labels = EN }) {
  const [value, setValue] = useState<Emotion | null>(initial);
  return (
    <EmotionPicker
      value={value}
      onChange={setValue}
      labels={labels}
      counts={{ disappointed: '12', liked: '340', loved: '1.2k' }}
    />
  );
}

const meta = { title: 'Components/EmotionPicker', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Loved it/ }));
    await expect(canvas.getByRole('button', { name: /Loved it/ })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Loved: Story = { args: { initial: 'loved' } };
export const German: Story = {
  args: {
    labels: {
      group: 'Wie hat er Ihnen gefallen?',
      disappointed: 'Enttäuschend',
      liked: 'Hat mir gefallen',
      loved: 'Hat mich begeistert',
    },
  },
  globals: { lang: 'de' },
};
