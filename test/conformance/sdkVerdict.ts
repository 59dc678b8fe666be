// The service's official SDK as a judge of our answers: a client of the SDK pointed at the mock,
// and what it made of each answer, as short stable lines ("jobs[].providerId: 'x' is not in the
// SDK's enum") that a list of known mismatches can name exactly.
import { NovuCore } from '@novu/api/core.js';
import { HTTPClient } from '@novu/api/lib/http.js';
import { ErrorDto$inboundSchema } from '@novu/api/models/errors/errordto.js';
import { NovuError } from '@novu/api/models/errors/novuerror.js';
import { ResponseValidationError } from '@novu/api/models/errors/responsevalidationerror.js';
import { MOCK_API_KEY } from '../../src/mock';

export const BASE_URL = 'https://api.example.test';

export interface SdkCoreInit {
  /** The SDK's `secretKey` (default the mock's key); `null` sends no Authorization header. */
  secretKey?: string | null;
  /** Replaces the Authorization header the SDK built (the SDK always prefixes `ApiKey`). */
  authorization?: string;
}

/** An SDK client for the mock, without the SDK's own retries (each answer is judged once). */
export function sdkCore(init: SdkCoreInit = {}): NovuCore {
  const httpClient = new HTTPClient();
  const { authorization } = init;
  if (authorization !== undefined) {
    httpClient.addHook('beforeRequest', (request) => {
      request.headers.set('authorization', authorization);
      return request;
    });
  }
  const secretKey = init.secretKey === undefined ? MOCK_API_KEY : init.secretKey;
  return new NovuCore({
    serverURL: BASE_URL,
    ...(secretKey === null ? {} : { secretKey }),
    retryConfig: { strategy: 'none' },
    httpClient,
  });
}

interface Issue {
  path: (string | number)[];
  code: string;
  message: string;
  received?: unknown;
  expected?: unknown;
}

function isIssueList(value: unknown): value is Issue[] {
  return Array.isArray(value) && value.every((issue) => typeof issue === 'object' && issue !== null && 'path' in issue);
}

/** `Result.jobs.3.providerId` → `jobs[].providerId`: one line for every record with the same fault. */
function pathOf(path: (string | number)[]): string {
  const start = path[0] === 'Result' ? 1 : 0;
  return path
    .slice(start)
    .map((segment) => (typeof segment === 'number' ? '[]' : `.${segment}`))
    .join('')
    .replace(/^\./, '');
}

function describeIssue(issue: Issue): string {
  const where = pathOf(issue.path) || 'body';
  if (issue.code === 'invalid_enum_value') return `${where}: '${String(issue.received)}' is not in the SDK's enum`;
  if (issue.code === 'invalid_type') return `${where}: expected ${String(issue.expected)}, got ${String(issue.received)}`;
  if (issue.code === 'invalid_union') return `${where}: matches none of the SDK's variants`;
  return `${where}: ${issue.code} (${issue.message})`;
}

/** Lines for a zod error's issues, deduplicated, sorted. */
export function zodReasons(error: unknown): string[] {
  const issues = typeof error === 'object' && error !== null && 'issues' in error ? error.issues : undefined;
  if (!isIssueList(issues)) return [`not a zod error: ${String(error)}`];
  return [...new Set(issues.map(describeIssue))].sort();
}

export interface SdkVerdict {
  /** The HTTP status, when an answer came. */
  status?: number;
  /** Why the SDK refused the answer; empty when it parsed it (as a success or as its error model). */
  reasons: string[];
}

/** The error body the SDK builds its ErrorDto from, for statuses it does not parse itself (429, 503, …). */
function errorDtoReasons(error: NovuError): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(error.body);
  } catch {
    return ['body: not JSON'];
  }
  const result = ErrorDto$inboundSchema.safeParse({
    ...(typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}),
    request$: new Request(BASE_URL),
    response$: error.rawResponse,
    body$: error.body,
  });
  return result.success ? [] : zodReasons(result.error);
}

/** What the SDK made of the answer to one of its calls. */
export function sdkVerdict(result: { ok: true } | { ok: false; error: unknown }): SdkVerdict {
  if (result.ok) return { reasons: [] };
  const { error } = result;
  if (error instanceof ResponseValidationError) {
    return { status: error.statusCode, reasons: zodReasons(error.cause) };
  }
  if (error instanceof NovuError) {
    // ErrorDto and ValidationErrorDto are NovuErrors the SDK parsed; a bare NovuError (SDKError)
    // is a status the SDK reads no model for (`M.fail`): its body is held to ErrorDto here.
    const parsed = error.name === 'ErrorDto' || error.name === 'ValidationErrorDto';
    return { status: error.statusCode, reasons: parsed ? [] : errorDtoReasons(error) };
  }
  const name = error instanceof Error ? error.name : typeof error;
  return { reasons: [`no answer (${name})`] };
}
