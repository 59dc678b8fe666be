// Fails the test during which (or the test file after which) a promise rejection went unhandled,
// in the browser projects. Vitest's own browser catcher reports one only while no other
// `unhandledrejection` listener exists and only when the reason is not null or undefined; in node
// Vitest already fails the run on any (process `unhandledRejection`), so this file is browser-only.
import { afterAll, afterEach } from 'vitest';

// Kept on the window and installed once: a test file importing this module may get its own
// instance of it beside the setup file's, and both must see the same record.
const RECORD = Symbol.for('inbox-kit.unhandledRejections');
type RecordingWindow = Window & { [RECORD]?: unknown[] };
const host = window as RecordingWindow;
const recorded: unknown[] = host[RECORD] ?? installRecorder();

function installRecorder(): unknown[] {
  const list: unknown[] = [];
  host[RECORD] = list;
  window.addEventListener('unhandledrejection', (event) => {
    list.push(event.reason);
  });
  return list;
}

/** The rejections recorded since the last call, which are then forgotten (for the test of this file). */
export function takeUnhandledRejections(): unknown[] {
  return recorded.splice(0, recorded.length);
}

function failOnRecorded(): void {
  const reasons = takeUnhandledRejections();
  if (reasons.length === 0) return;
  const described = reasons.map((reason) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)));
  throw new Error(`${reasons.length} unhandled promise rejection(s): ${described.join(' | ')}`);
}

afterEach(failOnRecorded);
afterAll(failOnRecorded);
