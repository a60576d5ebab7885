import type { ErrorCode } from '@tocsin/contract';

/**
 * An error whose code and message are safe to show the caller. It says what went wrong; the one
 * error handler (lib/error-handler.ts) decides the HTTP status from the code.
 */
export class AppError extends Error {
  constructor(
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
    super('not-found', message);
  }
}

/** Clashes with what is stored: a name that must be unique is taken. */
export class ConflictError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super('unauthenticated', message);
  }
}

/** The caller is known but may not do this. */
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    issues?: { path: string; message: string }[],
    code: ErrorCode = 'validation-failed',
  ) {
    super(code, message, issues);
  }
}

/** Over a limit: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too-many-requests', message);
  }
}
