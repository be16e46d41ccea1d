// The service client of the main process: HTTP calls to the service, pacing under its limits,
// typed errors. Callers hand in fetch and the token; nothing here reads the vault.

export { createPacer, type Pacer, type PacerOptions, type PacerSlot } from './pacer.ts';
export {
  createPacerRegistry,
  type PacerRegistry,
  type PacerRegistryOptions,
  type PacingListener,
} from './pacer-registry.ts';
export {
  createServiceClient,
  type CallOptions,
  type ImportAnswer,
  type ListVouchersOptions,
  type ServiceClient,
  type ServiceClientOptions,
} from './service-client.ts';
export { requestToken, type IssuedToken, type TokenRequestOptions } from './token-request.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './paced-fetch.ts';
export type { BackoffPolicy, Sleep } from './timing.ts';
export { AnsweredError, type AnswerRecord } from './status-errors.ts';
