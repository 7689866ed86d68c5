import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LONG_GERMAN } from '../stories/sample-copy';
import { posterDataUrl, SAMPLE_POSTER } from '../stories/sample-images';
import { Poster } from './poster';

const meta = {
  title: 'Components/Poster',
  component: Poster,
  args: {
    title: 'Night Train to Lisbon',
    alt: 'Poster of Night Train to Lisbon',
    src: posterDataUrl('Night Train', 24),
  },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof Poster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const Priority: Story = { args: { priority: true } };
/** First screen but not the LCP image: eager, normal priority. */
export const EagerNotPriority: Story = { args: { loading: 'eager' } };
export const GeneratedWhenMissing: Story = { args: { src: null } };
export const BrokenImage: Story = { args: { src: '/does-not-exist.jpg' } };
export const LongGermanTitle: Story = { args: { src: null, title: LONG_GERMAN, alt: LONG_GERMAN } };
export const Responsive: Story = {
  decorators: [(Story) => <div style={{ width: '45vw', maxWidth: 320 }}>{Story()}</div>],
  args: {
    srcSet: `${posterDataUrl('S', 200)} 160w, ${posterDataUrl('M', 220)} 320w`,
  },
  globals: { viewport: { value: 'mobile' } },
};
/** As the API serves posters: AVIF, then WebP, then the JPEG fallback, in a `<picture>`. */
export const AvifWebpJpeg: Story = {
  args: {
    src: SAMPLE_POSTER.jpeg,
    sources: [
      { type: 'image/avif', srcSet: `${SAMPLE_POSTER.avif} 240w` },
      { type: 'image/webp', srcSet: `${SAMPLE_POSTER.webp} 240w` },
    ],
    loading: 'eager',
    fetchPriority: 'high',
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    // Chromium decodes AVIF: the first source wins.
    await waitFor(() => expect(image?.currentSrc.startsWith('data:image/avif')).toBe(true));
  },
};
