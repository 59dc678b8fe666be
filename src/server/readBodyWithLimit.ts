// A body read up to a limit, without buffering more than the limit, and within a deadline: the
// service's own JSON body limit is about 100 KB, and the proxy should hold no more from a caller,
// nor wait forever for a caller that sends half a body, nor keep an endless answer of the service.

export type BodyRead =
  | { outcome: 'complete'; bytes: Uint8Array<ArrayBuffer> }
  | { outcome: 'too-large' }
  | { outcome: 'timed-out' };

export interface ReadLimits {
  maxBytes: number;
  /** Time allowed for the whole body; none when not given. */
  timeoutMs?: number;
}

/** A request's body, refused early when its declared length is over the limit. */
export function readBodyWithLimit(request: Request, limits: ReadLimits): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limits.maxBytes) return Promise.resolve({ outcome: 'too-large' });
  return readStreamWithLimit(request.body, limits);
}

/** A stream's bytes; the stream is cancelled when it goes past the limit or the deadline. */
export async function readStreamWithLimit(stream: ReadableStream<Uint8Array> | null, limits: ReadLimits): Promise<BodyRead> {
  if (!stream) return { outcome: 'complete', bytes: new Uint8Array(0) };
  const reader = stream.getReader();
  let timedOut = false;
  const timer =
    limits.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          // A pending read then settles as done, and the loop below sees `timedOut`.
          reader.cancel().catch(() => undefined);
        }, limits.timeoutMs);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) return { outcome: 'timed-out' };
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBytes) {
        // Not awaited: a cancel settles only when every branch of a tee'd stream is cancelled.
        reader.cancel().catch(() => undefined);
        return { outcome: 'too-large' };
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of chunks) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return { outcome: 'complete', bytes };
}
