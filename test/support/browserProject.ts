// What every Vitest project that runs in Chromium shares.
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium.ts';

// Pre-bundled up front: a dependency first met mid-run makes Vite reload the test file, which
// shows up as a spurious failure.
export const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
    'react/jsx-runtime',
    '@tanstack/react-query',
    '@radix-ui/react-dropdown-menu',
    'msw',
    // The conformance tests' generators and the service SDK's models.
    'fast-check',
    '@novu/api/models/components/activitynotificationresponsedto.js',
    '@novu/api/models/components/notificationfeeditemdto.js',
  ],
};

type ContextOptions = NonNullable<Parameters<typeof playwright>[0]>['contextOptions'];

// Each browser project names its Chromium instance, or Vitest sees two projects of one name.
export const browser = (name: string, contextOptions?: ContextOptions) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions(), ...(contextOptions && { contextOptions }) }),
  instances: [{ browser: 'chromium' as const, name: `${name} (chromium)` }],
  screenshotFailures: false,
});
