import type { IpcResult } from '../../app/errors.ts';

// A call's input sent as JSON text (an HTTP body, the preload's relay), read where the call runs.

export const NOT_JSON: IpcResult<never> = {
  ok: false,
  error: { kind: 'invalid_input', message: 'The call’s input was not JSON.', fields: [] },
};

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
