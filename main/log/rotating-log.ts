import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';

export const LOG_FILE = 'main.log';
/** The core process's log: a file of its own, so each file has one writer that rotates it. */
export const CORE_LOG_NAME = 'core';

export interface RotatingLogOptions {
  /** Rotate once the current file reaches this size. */
  maxBytes?: number;
  /** Older files kept beside it: main.1.log (newest) … main.<keep>.log. */
  keep?: number;
  now?: () => Date;
  /** The file's name without '.log' (default 'main'); each writing process has its own. */
  name?: string;
}

export type LogFields = Record<string, string | number | boolean | null>;

/**
 * The main process's log: one line per event, `<ISO time> <event> key=value …`, in the app's
 * logs folder, rotated by size. Callers pass only fields meant for it (never a header, a body or
 * a credential); values are written on one line each, so a line cannot forge another.
 */
export class RotatingLog {
  readonly dir: string;
  readonly #maxBytes: number;
  readonly #keep: number;
  readonly #now: () => Date;
  readonly #name: string;

  constructor(dir: string, options: RotatingLogOptions = {}) {
    this.dir = dir;
    this.#maxBytes = options.maxBytes ?? 1024 * 1024;
    this.#keep = options.keep ?? 4;
    this.#now = options.now ?? (() => new Date());
    this.#name = options.name ?? 'main';
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // appendFile's mode applies only to a file it creates: a log (or rotated one) left with a
    // wider mode by an older version or by hand is tightened at every open.
    for (const file of [this.path, ...this.#numberedPaths()]) makeOwnerOnly(file);
  }

  get path(): string {
    return join(this.dir, `${this.#name}.log`);
  }

  #numbered(n: number): string {
    return join(this.dir, `${this.#name}.${n}.log`);
  }

  #numberedPaths(): string[] {
    return Array.from({ length: this.#keep }, (_, i) => this.#numbered(i + 1));
  }

  write(event: string, fields: LogFields = {}): void {
    const parts = [this.#now().toISOString(), oneLine(event)];
    for (const [key, value] of Object.entries(fields))
      parts.push(`${key}=${oneLine(String(value))}`);
    try {
      this.#rotateIfFull();
      appendFileSync(this.path, `${parts.join(' ')}\n`, { mode: 0o600 });
    } catch {
      // A full disk or a locked file must not take the app down with it.
    }
  }

  #rotateIfFull(): void {
    if (!existsSync(this.path) || statSync(this.path).size < this.#maxBytes) return;
    const numbered = (n: number) => this.#numbered(n);
    rmSync(numbered(this.#keep), { force: true });
    for (let n = this.#keep - 1; n >= 1; n--) {
      if (existsSync(numbered(n))) renameSync(numbered(n), numbered(n + 1));
    }
    renameSync(this.path, numbered(1));
    makeOwnerOnly(numbered(1));
  }
}

function makeOwnerOnly(file: string): void {
  if (process.platform === 'win32') return;
  try {
    if ((statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600);
  } catch {
    // Absent (nothing to tighten) or not ours to change: the log must not stop the app.
  }
}

function oneLine(value: string): string {
  const flat = value.replace(/[\r\n\t]+/g, ' ');
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}
