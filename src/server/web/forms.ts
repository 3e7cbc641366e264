import type { FastifyReply } from 'fastify';
import type { ZodError } from 'zod';
import { AppError } from '../../contracts/errors';

/** Inertia's error bag: field name → the first message for it. */
export type FormErrors = Record<string, string>;

/** Turns a zod error into Inertia's error bag. */
export function formErrorsOf(error: ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'base';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A validation failure that a form shows next to its fields. */
export function formError(errors: FormErrors, message = 'Some fields are invalid.'): AppError {
  return new AppError('validation_failed', message, errors);
}

/** The error bag of a validation AppError, or null for any other error. */
export function formErrorsFrom(error: unknown): FormErrors | null {
  if (!(error instanceof AppError)) return null;
  if (error.code !== 'validation_failed' && error.code !== 'payload_too_large' && error.code !== 'unsupported_media_type') {
    return null;
  }
  const details = error.details;
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    const errors: FormErrors = {};
    for (const [key, value] of Object.entries(details)) {
      errors[key] = Array.isArray(value) ? String(value[0]) : String(value);
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  return { base: error.message };
}

/**
 * Runs a form action; when it fails validation, re-renders the form's page with the error bag
 * (Inertia's convention), otherwise lets the error through to the error handler.
 */
export async function withFormErrors(
  reply: FastifyReply,
  action: () => Promise<unknown>,
  rerender: () => Promise<{ component: string; props: Record<string, unknown>; url?: string }>,
): Promise<unknown> {
  try {
    return await action();
  } catch (error) {
    const errors = formErrorsFrom(error);
    if (!errors) throw error;
    const { component, props, url } = await rerender();
    return reply.status(isInertia(reply) ? 200 : 422).inertia(component, { ...props, errors }, { url });
  }
}

function isInertia(reply: FastifyReply): boolean {
  return reply.request.headers['x-inertia'] === 'true';
}
