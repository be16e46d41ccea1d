import type { z } from 'zod';
import type { AppError } from '../../app/errors.ts';

// What an input that fails its schema is answered with: the first few problems and how many
// more there were, each clipped, so the answer stays a few kB however the input fails (a
// million-element call once came back as 435 million characters). Every invalid_input a call
// answers goes through boundedInvalidInput, whoever built it.

/** Problems listed one by one; the rest are counted. */
export const MAX_REPORTED_ISSUES = 20;
const MAX_ISSUE_MESSAGE = 200;
const MAX_PATH = 200;
const MAX_SUMMARY = 1_000;

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

type InvalidInput = Extract<AppError, { kind: 'invalid_input' }>;

function bounded(
  message: string,
  fields: readonly { path: string; message: string }[],
  total: number | 'unknown',
): InvalidInput {
  const rest = total === 'unknown' ? 0 : total - Math.min(fields.length, MAX_REPORTED_ISSUES);
  const more =
    total === 'unknown'
      ? ' (checking stopped at the first problem)'
      : rest > 0
        ? ` (and ${rest.toLocaleString('en')} more problems)`
        : '';
  return {
    kind: 'invalid_input',
    message: clip(message, MAX_SUMMARY) + more,
    fields: fields.slice(0, MAX_REPORTED_ISSUES).map((field) => ({
      path: clip(field.path, MAX_PATH),
      message: clip(field.message, MAX_ISSUE_MESSAGE),
    })),
  };
}

/**
 * A schema's refusal: the first MAX_REPORTED_ISSUES issues and a count of the rest (`complete`
 * false: the parse stopped at the first failing element, so the rest were not counted).
 */
export function invalidInput(issues: readonly z.core.$ZodIssue[], complete = true): AppError {
  const shown = issues.slice(0, MAX_REPORTED_ISSUES);
  const fields = shown.map((issue) => ({
    path: clip(issue.path.map(String).join('.'), MAX_PATH),
    message: clip(issue.message, MAX_ISSUE_MESSAGE),
  }));
  return bounded(
    fields.map((field) => field.message).join(' '),
    fields,
    complete ? issues.length : 'unknown',
  );
}

/** Any error, with an invalid_input's text bounded (handlers' own refusals may quote input). */
export function boundedInvalidInput(error: AppError): AppError {
  if (error.kind !== 'invalid_input') return error;
  return bounded(error.message, error.fields, error.fields.length);
}
