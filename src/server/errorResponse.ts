// The proxy's own refusals, in the service's error body shape, so the client reads them like any
// other ApiError (`message` becomes the error's message).

export function errorResponse(status: number, message: string, error: string): Response {
  return Response.json(
    { statusCode: status, message, error },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}
