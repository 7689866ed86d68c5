import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './icon';
import { ICON_NAMES } from './icon-names';

const meta = { title: 'Components/Icon', component: Icon, args: { name: 'heart' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = { args: { name: 'three-d', label: '3D', size: 32 } };
/** Every icon of the sprite, with its name. */
export const Sprite: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={name} size={24} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
