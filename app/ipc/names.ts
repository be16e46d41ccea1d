// The channels of the contract's calls and events, built from their names alone: all the preload
// needs besides the names, so it ships without zod or the resource schemas (a few kB instead of
// ~200). The names themselves are the contract's keys; the preload's build writes them in
// (main/preload/ipc-names.ts), so they are written down once, in app/ipc/contract.ts.
// It imports nothing: the contract builds its typed channel helpers on these.

export const channelOfCall = (name: string): string => `kikan:call:${name}`;
export const channelOfEvent = (name: string): string => `kikan:event:${name}`;
/** The renderer asks main to cancel a running call by the id it gave the call. */
export const CANCEL_CHANNEL = 'kikan:cancel';
