import type { Decorator, Preview } from '@storybook/react-vite';
// The faces the tokens name (Inter Variable, Oswald Variable), self-hosted from their font packages.
import '@fontsource-variable/inter';
import '@fontsource-variable/oswald';
import '../src/tokens/tokens.css';
import './preview.css';

/** Sets the document language from the toolbar so screen readers and hyphenation follow it. */
const withLanguage: Decorator = (Story, context) => {
  const lang = (context.globals.lang as string | undefined) ?? 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return <Story />;
};

const preview: Preview = {
  decorators: [withLanguage],
  globalTypes: {
    lang: {
      description: 'Document language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: ['en', 'fr', 'de', 'nl'],
        dynamicTitle: true,
      },
    },
    // The country site of the page stories (Pages/*), each in its story language
    // (STORY_LANGUAGES of @marquee/remote-contract/stories): its texts, flags, formats and data.
    site: {
      description: 'Site of the page stories',
      toolbar: {
        title: 'Site',
        icon: 'location',
        items: [
          { value: 'fr', title: 'France (fr)' },
          { value: 'be', title: 'Belgium (fr)' },
          { value: 'ch', title: 'Switzerland (de)' },
          { value: 'nl', title: 'Netherlands (nl)' },
          { value: 'tn', title: 'Tunisia (fr)' },
          { value: 'sn', title: 'Senegal (fr)' },
          { value: 'ci', title: 'Ivory Coast (fr)' },
          { value: 'ma', title: 'Morocco (fr)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en', site: 'fr' },
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { expanded: true },
    // Every story is an accessibility test: an axe violation fails `test-stories`.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        // The two widths of the page stories and their screenshots (e2e/visual).
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop1366: { name: 'Desktop (1366)', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
        tablet: { name: 'Tablet (800)', styles: { width: '800px', height: '1000px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        wide: { name: 'Wide (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Tokens', 'Usage', 'Components', 'Shell', 'Pages'] },
    },
  },
};

export default preview;
