import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/styles.css';
import { DIRECTION_OF_LANGUAGE, LANGUAGES, storyLanguage } from './storyLanguage';

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
          { value: DIRECTION_OF_LANGUAGE, title: "The language's" },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Label pack of the components (a story that sets its own labels keeps them)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map(({ value, title }) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system', dir: DIRECTION_OF_LANGUAGE, language: 'en' },
  decorators: [
    (Story, context) => {
      const theme = (context.parameters.theme as string | undefined) ?? (context.globals.theme as string);
      const { args, dir, lang } = storyLanguage(context);
      // Components render bare, as apps render them: no theme class around them. Only a theme,
      // direction or language chosen explicitly (a Dark story, a toolbar) is set, as an app would
      // set it; English, the default, sets no `lang`.
      return (
        // `data-story-root`: what the visual run photographs (test/visual/screenshotStories.ts).
        <div
          data-story-root=""
          data-theme={theme === 'system' ? undefined : theme}
          dir={dir}
          lang={lang}
        >
          {args ? <Story args={args} /> : <Story />}
        </div>
      );
    },
  ],
};

export default preview;
