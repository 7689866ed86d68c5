import type { Meta, StoryObj } from '@storybook/react-vite';
import { posterDataUrl } from '../stories/sample-images';
import { Avatar } from './avatar';

const meta = { title: 'Components/Avatar', component: Avatar, args: { name: 'Camille Durand' } } satisfies Meta<
  typeof Avatar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Photo: Story = { args: { src: posterDataUrl('', 200) } };
export const BrokenPhoto: Story = { args: { src: '/missing.jpg' } };
export const Large: Story = { args: { size: 96, name: 'Friedrich Schwarzenegger-Müller' } };
