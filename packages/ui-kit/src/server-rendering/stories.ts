import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import preview from '../../.storybook/preview';

/** One story of the kit, composed with the Storybook preview (decorators, globals), ready to render. */
export interface StoryCase {
  /** Storybook's story id, e.g. `components-button--primary`: the key shared by server and browser. */
  id: string;
  Story: ComponentType;
}

type StoryModule = Parameters<typeof composeStories>[0];
/** What composeStories gives for each story export: a component that renders it, with its id. */
type ComposedStory = ComponentType & { id: string };

// Every story module of the kit, eagerly, so a new component's stories are covered without a list to keep.
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

/** Every story of every component, in a stable order. */
export const STORY_CASES: readonly StoryCase[] = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([, module]) =>
    Object.values(composeStories(module, preview) as Record<string, ComposedStory>).map((Story) => ({
      id: Story.id,
      Story,
    })),
  );
