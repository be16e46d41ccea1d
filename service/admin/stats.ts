// Counters for tests: what reached the spec's surface since start (or the last reset).

export class Stats {
  requests = 0;
  rateLimited = 0;
  dropped = 0;
  /** Answers held by a delay_after_commit fault that were due after the client had gone. */
  answeredAfterClientLeft = 0;
  importsCommitted = 0;
  importsReplayed = 0;
  byStatus = new Map<number, number>();

  countStatus(status: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }

  reset(): void {
    this.requests = 0;
    this.rateLimited = 0;
    this.dropped = 0;
    this.answeredAfterClientLeft = 0;
    this.importsCommitted = 0;
    this.importsReplayed = 0;
    this.byStatus.clear();
  }

  toJson(): Record<string, unknown> {
    return {
      requests: this.requests,
      rate_limited: this.rateLimited,
      dropped: this.dropped,
      answered_after_client_left: this.answeredAfterClientLeft,
      by_status: Object.fromEntries(
        [...this.byStatus].map(([status, count]) => [String(status), count]),
      ),
      imports: { committed: this.importsCommitted, replayed: this.importsReplayed },
    };
  }
}
