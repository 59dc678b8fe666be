// An icon per step type; a type this library does not know gets a plain square. Decorative: the
// type's name is always written beside it.
import { Icon } from '../../../ui/Icon';

const PATHS: Record<string, string> = {
  // bell
  in_app: 'M8 1.5a4.5 4.5 0 0 0-4.5 4.5v2.6L2.2 10.9A.75.75 0 0 0 2.9 12h10.2a.75.75 0 0 0 .7-1.1L12.5 8.6V6A4.5 4.5 0 0 0 8 1.5ZM6.25 13a1.75 1.75 0 0 0 3.5 0h-3.5Z',
  // envelope
  email: 'M2 3.5h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1Zm.5 1.9v5.6h11V5.4L8 9 2.5 5.4ZM3.6 5 8 7.8 12.4 5H3.6Z',
  // speech bubble
  sms: 'M3 2.5h10a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 13 11.5H7l-3.2 2.4A.5.5 0 0 1 3 13.5v-2H3A1.5 1.5 0 0 1 1.5 10V4A1.5 1.5 0 0 1 3 2.5Z',
  // two bubbles
  chat: 'M2.5 2h7A1.5 1.5 0 0 1 11 3.5v4A1.5 1.5 0 0 1 9.5 9H5.5L3 11V9h-.5A1.5 1.5 0 0 1 1 7.5v-4A1.5 1.5 0 0 1 2.5 2Zm10 3H12v3a2.5 2.5 0 0 1-2.5 2.5H7v.5A1.5 1.5 0 0 0 8.5 12h2l2.5 2v-2h.5a1.5 1.5 0 0 0 1.5-1.5v-4A1.5 1.5 0 0 0 13.5 5h-1Z',
  // phone
  push: 'M5 1h6a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 11 15H5a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 5 1Zm0 1.5v9.5h6V2.5H5Zm3 10.25a.75.75 0 1 0 0 1.5.75.75 0 0 0 0-1.5Z',
  // stack of cards
  digest: 'M3 6h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm1-2.5h8V5H4V3.5Zm1.5-2h5V3h-5V1.5Z',
  // lightning bolt
  trigger: 'M9.3 1 3 9h4l-1 6 6.5-8.5h-4L9.3 1Z',
  // clock
  delay: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm.75 3v3.2l2.2 1.4-.8 1.3-2.9-1.8V4.5h1.5Z',
  // gauge
  throttle: 'M8 3a6.5 6.5 0 0 0-6.5 6.5c0 1.1.27 2.1.76 3h11.48c.49-.9.76-1.9.76-3A6.5 6.5 0 0 0 8 3Zm2.9 2.9 1 1-2.6 2.9a1.5 1.5 0 1 1-1-1l2.6-2.9Z',
  // angle brackets
  custom: 'M5.3 4.2 1.5 8l3.8 3.8 1-1.06L3.6 8l2.7-2.74-1-1.06Zm5.4 0-1 1.06L12.4 8l-2.7 2.74 1 1.06L14.5 8l-3.8-3.8Z',
  // globe
  http_request: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM3.05 7.25h2.2c.07-1.6.4-3 .94-4.05A5 5 0 0 0 3.05 7.25Zm3.7 0h2.5C9.15 5 8.5 3.4 8 3.05c-.5.35-1.15 1.95-1.25 4.2Zm4 0h2.2A5 5 0 0 0 9.8 3.2c.54 1.05.87 2.45.95 4.05Zm2.2 1.5h-2.2c-.08 1.6-.4 3-.95 4.05a5 5 0 0 0 3.15-4.05Zm-3.7 0h-2.5c.1 2.25.75 3.85 1.25 4.2.5-.35 1.15-1.95 1.25-4.2Zm-4 0h-2.2a5 5 0 0 0 3.14 4.05c-.54-1.05-.87-2.45-.94-4.05Z',
};

const UNKNOWN = 'M3.5 3.5h9v9h-9v-9Zm1.5 1.5v6h6V5H5Z';

export function StepTypeIcon({ type }: { type: string }) {
  const path = (Object.hasOwn(PATHS, type) ? PATHS[type] : undefined) ?? UNKNOWN;
  return <Icon path={path} data-known={path !== UNKNOWN} className="ik-step-type-icon" />;
}
