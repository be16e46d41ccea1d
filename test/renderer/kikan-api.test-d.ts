// Type-level tests, checked by `npm run typecheck` (tsconfig.web.json): window.kikan, as the
// renderer sees it, is exactly the contract's table (app/ipc/contract.ts through app/ipc/api.ts).
import { describe, expectTypeOf, it } from 'vitest';
import type { IpcResult } from '../../app/errors.ts';
import type { CallId, KikanApi } from '../../app/ipc/api.ts';
import type {
  CallInput,
  CallName,
  CallOutput,
  EventName,
  EventPayload,
} from '../../app/ipc/contract.ts';

type Kikan = Window['kikan'];
type Area<N extends string> = N extends `${infer A}.${string}` ? A : never;
type Verb<N extends string> = N extends `${string}.${infer V}` ? V : never;
type VerbsOf<A extends string> = CallName extends infer N
  ? N extends `${A}.${infer V}`
    ? V
    : never
  : never;

/** What window.kikan offers for one contract entry ('absent' when it lacks it). */
type Exposed<N extends CallName> =
  Area<N> extends keyof Kikan
    ? Verb<N> extends keyof Kikan[Area<N>]
      ? Kikan[Area<N>][Verb<N>]
      : 'absent'
    : 'absent';
type Expected<N extends CallName> = (
  input: CallInput<N>,
  callId?: CallId,
) => Promise<IpcResult<CallOutput<N>>>;

describe('window.kikan', () => {
  it('is the API derived from the contract', () => {
    expectTypeOf<Kikan>().toEqualTypeOf<KikanApi>();
  });

  it('offers every contract entry with its own input and a typed result of its output', () => {
    expectTypeOf<{ [N in CallName]: Exposed<N> }>().toEqualTypeOf<{
      [N in CallName]: Expected<N>;
    }>();
  });

  it('offers nothing the contract lacks', () => {
    expectTypeOf<keyof Kikan>().toEqualTypeOf<Area<CallName> | 'on' | 'cancel'>();
    expectTypeOf<{ [A in Area<CallName>]: keyof Kikan[A] }>().toEqualTypeOf<{
      [A in Area<CallName>]: VerbsOf<A>;
    }>();
  });

  it('refuses an input that is not the entry’s, and a call the contract lacks', () => {
    const kikan = {} as Kikan;
    // @ts-expect-error not a voucher kind
    void kikan.vouchers.browse({ kind: 'nonsense' });
    expectTypeOf<Kikan['app']>().not.toHaveProperty('quit');
  });

  it('cancels a running call by the id it was given', () => {
    expectTypeOf<Kikan['cancel']>().toEqualTypeOf<(callId: CallId) => void>();
  });

  it('delivers each event with its contract payload', () => {
    expectTypeOf<Parameters<Kikan['on']>[0]>().toEqualTypeOf<EventName>();
    const kikan = {} as Kikan;
    kikan.on('pacing.changed', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<EventPayload<'pacing.changed'>>();
    });
    kikan.on('connections.changed', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<EventPayload<'connections.changed'>>();
    });
  });
});
