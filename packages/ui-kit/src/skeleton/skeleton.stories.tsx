import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShowCardSkeleton, Skeleton } from './skeleton';

const meta = { title: 'Components/Skeletons', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, width: 240 }}>
      <Skeleton />
      <Skeleton width="60%" />
      <Skeleton shape="circle" />
      <Skeleton shape="block" />
    </div>
  ),
};
/** The loading state of the films grid. */
export const ShowGridLoading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
      <ShowCardSkeleton label="Loading films" />
      <ShowCardSkeleton />
      <ShowCardSkeleton />
      <ShowCardSkeleton />
    </div>
  ),
};
