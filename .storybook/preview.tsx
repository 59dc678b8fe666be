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
  initialGlobals: { theme: 'light', dir: 'ltr' },
  decorators: [
    (Story, context) => {
      const theme = (context.parameters.theme as string | undefined) ?? (context.globals.theme as string);
      const dir = (context.parameters.dir as string | undefined) ?? (context.globals.dir as string);
      return (
        <div data-theme={theme} dir={dir} className="ik-root" style={{ padding: 16, minHeight: '100%' }}>
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
