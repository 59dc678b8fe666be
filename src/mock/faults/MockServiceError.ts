/** An error the mock answers with an HTTP status; thrown by the store, turned into a body by the handlers. */
export class MockServiceError extends Error {
  override name = 'MockServiceError';
  readonly status: number;
  constructor(status: number, message: string | string[]) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.status = status;
    this.messages = message;
  }
  static subscriberNotFound(subscriberId: string): MockServiceError {
    return new MockServiceError(404, `Subscriber ${subscriberId} not found`);
  }

  /** As the service words it: a string, or a list of strings for validation failures. */
  readonly messages: string | string[];
}
