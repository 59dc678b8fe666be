// Browser tests render with the real stylesheet, as users see the components.
import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { commands } from 'vitest/browser';
import '../src/styles.css';
import type {} from './support/remoteImages.ts';
import './support/cssLocator.ts';

// Images of other hosts are answered by the test run itself (test/support/remoteImages.ts).
beforeAll(() => commands.answerRemoteImages());
