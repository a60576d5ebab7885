import type { ErrorCode } from '@tocsin/contract';

/** An error whose code and message are safe to show the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not-found', message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super(401, 'unauthenticated', message);
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    issues?: { path: string; message: string }[],
    code: ErrorCode = 'validation-failed',
  ) {
    super(400, code, message, issues);
  }
}

/** Over a limit: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too-many-requests', message);
  }
}
