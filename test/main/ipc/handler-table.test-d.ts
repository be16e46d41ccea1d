// Type-level tests, checked by `npm run typecheck` (tsconfig.node.json): main's handlers take
// the contract's parsed inputs and answer its outputs, and no answer can carry a secret.
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { calls, CallName, CallOutput } from '../../../app/ipc/contract.ts';
import type { AppCore } from '../../../main/core.ts';
import type { HandlerTable } from '../../../main/ipc/handler-table.ts';

type Schemas = typeof calls;

/**
 * Every named property inside T, through arrays and nested objects, down to a few levels. Index
 * signatures (records) add no name of their own, or `string` would swallow every name.
 */
type DeepKeys<T, Depth extends unknown[] = []> = Depth['length'] extends 6
  ? never
  : T extends readonly (infer E)[]
    ? DeepKeys<E, [...Depth, unknown]>
    : T extends object
      ? {
          [K in keyof T]-?: (string extends K ? never : K) | DeepKeys<T[K], [...Depth, unknown]>;
        }[keyof T]
      : never;

describe('the handler table', () => {
  it('is what the core serves: one handler per contract entry', () => {
    expectTypeOf<AppCore['handlers']>().toEqualTypeOf<HandlerTable>();
    expectTypeOf<keyof HandlerTable>().toEqualTypeOf<CallName>();
  });

  it('hands each handler its input as the contract parsed it (defaults applied)', () => {
    expectTypeOf<{ [N in CallName]: Parameters<HandlerTable[N]>[0] }>().toEqualTypeOf<{
      [N in CallName]: z.output<Schemas[N]['input']>;
    }>();
  });

  it('answers each call with the contract output', () => {
    expectTypeOf<{ [N in CallName]: Awaited<ReturnType<HandlerTable[N]>> }>().toEqualTypeOf<{
      [N in CallName]: CallOutput<N>;
    }>();
  });

  it('answers what the output schema accepts again (dispatch re-parses every answer)', () => {
    expectTypeOf<{ [N in CallName]: CallOutput<N> }>().toExtend<{
      [N in CallName]: z.input<Schemas[N]['output']>;
    }>();
  });

  it('has no answer with a field named like a secret', () => {
    type Secretish = 'token' | 'accessToken' | 'access_token' | 'secret' | 'clientSecret';
    expectTypeOf<Extract<DeepKeys<CallOutput<CallName>>, Secretish>>().toBeNever();
  });
});
