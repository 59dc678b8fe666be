// The service's auth guard as the mock keeps it: which organization a key belongs to, or the 401's
// message (SERVER-NOTES.md §3).
import { MOCK_ORGANIZATION_ID } from './fixtures/mockIds';

export interface Authentication {
  /** The organization the key belongs to, when the request got through. */
  scope?: string;
  /** The 401's message otherwise. */
  refusal?: string;
}

/** The service's auth guard: `ApiKey <key>`; a Bearer token is a session token the mock never issues. */
export function authenticate(authorization: string | null, apiKey: string | null): Authentication {
  if (apiKey === null) return { scope: '' };
  if (!authorization) return { refusal: 'Missing authorization header' };
  const space = authorization.indexOf(' ');
  const scheme = space < 0 ? authorization : authorization.slice(0, space);
  const key = space < 0 ? '' : authorization.slice(space + 1);
  if (scheme === 'Bearer') return { refusal: 'Unauthorized' };
  if (scheme !== 'ApiKey') return { refusal: `Invalid authentication scheme: "${scheme}"` };
  if (key === '') return { refusal: 'Unauthorized' };
  if (key !== apiKey) return { refusal: 'API Key not found' };
  return { scope: MOCK_ORGANIZATION_ID };
}
