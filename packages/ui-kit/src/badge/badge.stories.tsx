import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_GERMAN } from '../stories/sample-copy';
import { Badge, Flag, Label } from './badge';

const meta = { title: 'Components/Flag, Badge, Label', component: Flag, args: { children: 'New' } } satisfies Meta<
  typeof Flag
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FlagColours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Flag color={1}>New</Flag>
      <Flag color={2}>Preview</Flag>
      <Flag color={3}>Last days</Flag>
      <Flag color={4}>Event</Flag>
      <Flag color={5}>Our favourite</Flag>
      <Flag>No colour (grey)</Flag>
    </div>
  ),
};
export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge>3</Badge>
      <Badge tone="accent">New</Badge>
      <Badge tone="info">Info</Badge>
      <Badge tone="warning">Almost full</Badge>
    </div>
  ),
};
export const Labels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Label>VOST</Label>
      <Label>VF</Label>
      <Label premium>IMAX</Label>
      <Label premium>4DX</Label>
    </div>
  ),
};
export const LongGerman: Story = {
  args: { color: 2, children: LONG_GERMAN },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
