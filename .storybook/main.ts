import type { StorybookConfig } from '@storybook/react-vite';
import { packageAliases } from '../test/support/aliases.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = { ...(viteConfig.resolve.alias as Record<string, string>), ...packageAliases(process.cwd()) };
    return viteConfig;
  },
};

export default config;
