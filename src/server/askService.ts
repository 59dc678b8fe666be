// One request of the proxy to the service, whatever it is for (a forwarded route or the
// subscriber lookup): a redirect is never followed (it would carry the key elsewhere), anything
// else than JSON or past a size is refused, a silent service times out. The outcome is data, not a
// Response, so that one outcome can be answered to several callers (a shared lookup) and a
// message list can be filtered before it is passed on.
import { errorResponse, NOSNIFF } from './errorResponse';
import { readStreamWithLimit } from './readBodyWithLimit';

export interface ServiceLimits {
  /** The transport; `globalThis.fetch` when not given. */
  fetch?: typeof fetch | undefined;
  /** Time allowed for the whole answer, headers and body (504 after). */
  timeoutMs: number;
  /** The largest answer accepted (502 above). */
  maxAnswerBytes: number;
}

/** The service answered JSON within the limits: its status, headers, bytes and parsed body. */
export interface ServiceAnswer {
  kind: 'answer';
  status: number;
  statusText: string;
  headers: Headers;
  bytes: Uint8Array<ArrayBuffer>;
  body: unknown;
}

/** The service could not be used: the proxy's own 502 or 504. */
export interface ServiceFailure {
  kind: 'failure';
  status: 502 | 504;
  message: string;
}

export type ServiceOutcome = ServiceAnswer | ServiceFailure;

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
/** What of the service's answer reaches the browser; everything else (cookies included) stays. */
const ANSWER_HEADERS = ['content-type', 'retry-after', 'idempotency-replay'];

/** Asks the service; `callerSignal` (the caller leaving) aborts the request like the deadline does. */
export async function askService(
  target: string,
  init: RequestInit,
  limits: ServiceLimits,
  callerSignal?: AbortSignal,
): Promise<ServiceOutcome> {
  const { timeoutMs, maxAnswerBytes } = limits;
  const fetchImpl = limits.fetch ?? globalThis.fetch;
  // One signal for both ends: the caller leaving and the service taking too long.
  const upstream = new AbortController();
  const onCallerAbort = () => upstream.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    upstream.abort(new DOMException(`The service did not answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const unreachable = (): ServiceFailure =>
    timedOut
      ? { kind: 'failure', status: 504, message: `The service did not answer within ${timeoutMs} ms` }
      : { kind: 'failure', status: 502, message: 'The service could not be reached' };
  const tooLarge = (): ServiceFailure => ({ kind: 'failure', status: 502, message: `The service's answer is larger than ${maxAnswerBytes} bytes` });
  try {
    let answer: Response;
    try {
      answer = await fetchImpl(target, { ...init, redirect: 'manual', signal: upstream.signal });
    } catch {
      return unreachable();
    }
    if (answer.type === 'opaqueredirect' || (answer.status >= 300 && answer.status < 400)) {
      discard(answer);
      return { kind: 'failure', status: 502, message: 'The service answered with a redirect, which the proxy does not follow' };
    }
    if (!JSON_TYPE.test(answer.headers.get('content-type') ?? '')) {
      discard(answer);
      return { kind: 'failure', status: 502, message: `The service answered ${answer.status} with something other than JSON` };
    }
    const declared = Number(answer.headers.get('content-length'));
    if (declared > maxAnswerBytes) {
      discard(answer);
      return tooLarge();
    }
    let read;
    try {
      read = await readStreamWithLimit(answer.body, { maxBytes: maxAnswerBytes });
    } catch {
      return unreachable();
    }
    if (read.outcome !== 'complete') return tooLarge();
    const parsed = parseJsonText(read.bytes);
    if (!parsed) return { kind: 'failure', status: 502, message: `The service answered ${answer.status} with a body that is not JSON` };
    return { kind: 'answer', status: answer.status, statusText: answer.statusText, headers: answer.headers, bytes: read.bytes, body: parsed.value };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * The outcome as the proxy's answer: the service's bytes (or `body`, when the proxy rewrote
 * them) with its status and the few headers that may pass, or the proxy's own error.
 */
export function respond(outcome: ServiceOutcome, body?: { json: unknown }): Response {
  if (outcome.kind === 'failure') {
    return errorResponse(outcome.status, outcome.message, outcome.status === 504 ? 'Gateway Timeout' : 'Bad Gateway');
  }
  const headers = answerHeaders(outcome.headers);
  if (body) headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(body ? JSON.stringify(body.json) : outcome.bytes, { status: outcome.status, statusText: outcome.statusText, headers });
}

/** Lets go of an answer not passed on. Not awaited: a tee'd body settles only when both branches do. */
function discard(answer: Response): void {
  answer.body?.cancel().catch(() => undefined);
}

function parseJsonText(bytes: Uint8Array): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown };
  } catch {
    return undefined;
  }
}

function answerHeaders(service: Headers): Headers {
  // The answer is about one subscriber: no shared cache may keep it.
  const headers = new Headers({ 'cache-control': 'no-store', ...NOSNIFF });
  for (const name of ANSWER_HEADERS) {
    const value = service.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
