/**
 * Raised (thrown) before a call, as the generated client does: naming the missing field. Thrown by the HTTP client
 * and by the in-memory adapters that check the same fields, so both backends fail the same way.
 */
export class RequiredParameterError extends Error {
  constructor(readonly field: string) {
    super(`Required parameter ${field} was null or undefined.`);
    this.name = 'RequiredParameterError';
  }
}
