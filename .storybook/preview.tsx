import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/styles.css';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
  globalTypes: {
    theme: {
      description: 'Colour theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'As the OS says' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system', dir: 'ltr' },
  decorators: [
    (Story, context) => {
      const theme = (context.parameters.theme as string | undefined) ?? (context.globals.theme as string);
      const dir = (context.parameters.dir as string | undefined) ?? (context.globals.dir as string);
      // Components render bare, as apps render them: no theme class around them. Only a theme or
      // direction chosen explicitly (a Dark story, the toolbar) is set, as an app would set it.
      return (
        // `data-story-root`: what the visual run photographs (test/visual/screenshotStories.ts).
        <div data-story-root="" data-theme={theme === 'system' ? undefined : theme} dir={dir}>
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
