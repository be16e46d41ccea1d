import type { z } from 'zod';
import { KikanError, type IpcResult } from '../../app/errors.ts';
import { calls, type CallName, type CallOutput } from '../../app/ipc/contract.ts';
import { boundedInvalidInput, clip, invalidInput } from './invalid-input.ts';
import { parseInput } from './parse-input.ts';

export interface CallContext {
  readonly signal?: AbortSignal;
}

type ParsedInput<N extends CallName> = z.output<(typeof calls)[N]['input']>;

export type Handler<N extends CallName> = (
  input: ParsedInput<N>,
  context: CallContext,
) => Promise<CallOutput<N>>;

/** Exactly one handler per contract entry: a missing or extra entry is a type error. */
export type HandlerTable = { [N in CallName]: Handler<N> };

export function isCallName(name: string): name is CallName {
  return Object.hasOwn(calls, name);
}

/**
 * Runs one call the way every transport does: parse the input with the contract's schema, run
 * the handler, and turn any failure into a typed error value. Unexpected exceptions become
 * `internal` with a generic message so no internal detail (or secret) crosses to the renderer.
 */
export async function dispatch(
  table: HandlerTable,
  name: string,
  rawInput: unknown,
  context: CallContext = {},
): Promise<IpcResult<unknown>> {
  if (!isCallName(name)) {
    return {
      ok: false,
      error: { kind: 'invalid_input', message: `Unknown call ${clip(name, 100)}.`, fields: [] },
    };
  }
  const parsed = parseInput(calls[name].input, rawInput ?? {});
  if (!parsed.success) return { ok: false, error: invalidInput(parsed.issues, parsed.complete) };
  const handler = table[name] as (input: unknown, context: CallContext) => Promise<unknown>;
  return resultOf(async () => calls[name].output.parse(await handler(parsed.data, context)), name);
}

/**
 * The work's value, or its failure as a typed error value (a KikanError's own; anything else
 * `internal`, with a generic message).
 */
export async function resultOf(
  work: () => Promise<unknown>,
  name = 'a call',
): Promise<IpcResult<unknown>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof KikanError) return { ok: false, error: boundedInvalidInput(error.error) };
    console.error(
      `[kikan] ${name} failed unexpectedly:`,
      error instanceof Error ? error.name : 'error',
    );
    return {
      ok: false,
      error: { kind: 'internal', message: 'Something went wrong inside the app. Try again.' },
    };
  }
}
