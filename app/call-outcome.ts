import { z } from 'zod';

// What the last service call of a connection came to, for the header: a profile can be
// "connected" (it holds a token) while the service is unreachable or pausing calls.

export const CALL_OUTCOMES = [
  'ok',
  'unreachable',
  'rate_limited',
  'reconnect_needed',
  'bad_answer',
] as const;

export const callOutcomeSchema = z.object({
  profileId: z.string(),
  state: z.enum(CALL_OUTCOMES),
  /** When the last call ended (ms since epoch). */
  at: z.number(),
  /** Unreachable (or answering what the app cannot read) since: the first such call in a row. */
  since: z.number().nullable(),
  /** Rate limited: when the service takes calls again (ms since epoch). */
  until: z.number().nullable(),
});
export type CallOutcome = z.infer<typeof callOutcomeSchema>;
