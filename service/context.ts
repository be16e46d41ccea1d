import type { DatabaseSync } from 'node:sqlite';
import type { FaultRegistry } from './admin/faults.ts';
import type { Stats } from './admin/stats.ts';
import type { Envelope, ImportErrorDetail } from './choices.ts';
import type { SlidingWindowLimiter } from './rate-limit.ts';

export type Mode = 'development' | 'production';

/** Everything a handler needs, made once at start. */
export interface ServiceContext {
  db: DatabaseSync;
  mode: Mode;
  envelope: Envelope;
  /** Rows a list page holds. */
  pageSize: number;
  voucherPrefix: string;
  adminKey: string;
  /** False with --no-admin: the admin surface does not exist (its paths answer 404). */
  admin: boolean;
  callLimiter: SlidingWindowLimiter;
  tokenLimiter: SlidingWindowLimiter;
  faults: FaultRegistry;
  /** How much a refused import's error body says (switched through the admin surface). */
  importErrors: { detail: ImportErrorDetail };
  stats: Stats;
}
