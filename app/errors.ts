import { z } from 'zod';

/** One problem the service named in a refused request: where (when it said) and what. */
export const elementProblemSchema = z.object({
  /** As the service wrote it, e.g. "products[3].brand_code"; null when it named no place. */
  path: z.string().nullable(),
  message: z.string(),
});
export type ElementProblem = z.infer<typeof elementProblemSchema>;

// Every failure that reaches the UI is one of these kinds (DESIGN.md, "Pacing and errors").
// They cross IPC as plain data; the renderer turns each into a message a staff member can act on.
export const appErrorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offline'), message: z.string() }),
  z.object({ kind: z.literal('timeout'), message: z.string() }),
  z.object({ kind: z.literal('cancelled'), message: z.string() }),
  z.object({ kind: z.literal('unauthorized'), message: z.string() }),
  z.object({
    kind: z.literal('forbidden'),
    message: z.string(),
    permission: z.string().nullable(),
  }),
  z.object({ kind: z.literal('rate_limited'), message: z.string(), until: z.number() }),
  z.object({ kind: z.literal('conflict'), message: z.string() }),
  z.object({ kind: z.literal('not_found'), message: z.string() }),
  z.object({
    kind: z.literal('rejected'),
    message: z.string(),
    status: z.number(),
    /** Per-element problems, when the service listed them (a refused import batch). */
    problems: z.array(elementProblemSchema).optional(),
  }),
  z.object({ kind: z.literal('bad_response'), message: z.string() }),
  z.object({
    kind: z.literal('invalid_input'),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
  z.object({ kind: z.literal('keychain_unavailable'), message: z.string() }),
  z.object({ kind: z.literal('not_connected'), message: z.string() }),
  /** The core process ended before answering; it restarts by itself, so trying again works. */
  z.object({ kind: z.literal('core_restarted'), message: z.string() }),
  z.object({ kind: z.literal('internal'), message: z.string() }),
]);

export type AppError = z.infer<typeof appErrorSchema>;
export type AppErrorKind = AppError['kind'];

/** Thrown inside main and by the renderer's bridge client; carries the typed error. */
export class KikanError extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(error.message);
    this.name = 'KikanError';
    this.error = error;
  }
}

export function isKikanError(value: unknown): value is KikanError {
  return value instanceof KikanError;
}

/** What every IPC call resolves to: errors are values, so their type survives the process boundary. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: AppError };
