// The proxy's own refusals, in the service's error body shape, so the client reads them like any
// other ApiError (`message` becomes the error's message).

/** On every answer of the proxy: a browser must never read one as anything but its type says. */
export const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

export function errorResponse(status: number, message: string, error: string): Response {
  return Response.json(
    { statusCode: status, message, error },
    { status, headers: { 'cache-control': 'no-store', ...NOSNIFF } },
  );
}
