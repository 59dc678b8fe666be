// Error bodies exactly as the service writes them (SERVER-NOTES.md §3).

export interface ServiceErrorBody {
  statusCode: number;
  timestamp: string;
  path: string;
  message: string | string[];
  error?: string;
  errorId?: string;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** What the service says on any 500, beside the `errorId` (SERVER-NOTES.md §3). */
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal server error, contact support and provide them with the errorId';

/** Answers the service sends without an `error` name: a bare exception's text is the status name itself. */
export const BARE_ERROR_MESSAGES: ReadonlySet<string> = new Set(['Unauthorized', 'API rate limit exceeded']);

/** The service's default message for a status, used when a scripted failure names none. */
export function defaultErrorMessage(status: number): string {
  if (status === 500) return INTERNAL_SERVER_ERROR_MESSAGE;
  if (status === 429) return 'API rate limit exceeded';
  if (status === 401) return 'API Key not found';
  return STATUS_NAMES[status] ?? `HTTP ${status}`;
}

export function serviceErrorBody(init: {
  status: number;
  message: string | string[];
  path: string;
  timestamp: string;
  /** Required for a 500: the id to quote to support. */
  errorId?: string;
  /** No `error` name, as the service's bare exceptions (`Unauthorized`, the rate limit's 429) have none. */
  bare?: boolean;
}): ServiceErrorBody {
  const body: ServiceErrorBody = {
    statusCode: init.status,
    timestamp: init.timestamp,
    path: init.path,
    message: init.message,
  };
  // A 500 hides its nature and carries an errorId instead of an error name.
  if (init.status === 500) {
    if (init.errorId !== undefined) body.errorId = init.errorId;
  } else if (!init.bare) {
    const name = STATUS_NAMES[init.status];
    if (name !== undefined) body.error = name;
  }
  return body;
}
