import { MSG } from '@portal/contracts';

/** An error the API answers with its own status, a stable machine code and a human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string> | null = null,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(errors: Record<string, string>, message: string = Object.values(errors)[0] ?? MSG.validation) {
    super(422, 'validation_failed', message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = MSG.unauthenticated) {
    super(401, 'unauthenticated', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MSG.forbidden) {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = MSG.notFound) {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  /** `retryAfterSeconds`: when the limit lets the caller in again (the Retry-After header). */
  constructor(readonly retryAfterSeconds?: number) {
    super(429, 'too_many_requests', MSG.tooManyAttempts);
  }
}
