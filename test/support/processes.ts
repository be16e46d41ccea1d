import { readdirSync, readFileSync } from 'node:fs';

// The machine's running processes as the kernel lists them in /proc (Linux): tests count the
// processes a run left behind by what their command lines name, never by what the code under
// test says it started.

export interface RunningProcess {
  pid: number;
  ppid: number;
  /** The command line, one entry per argument. */
  argv: string[];
}

function read(pid: string): RunningProcess | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return null; // ended, not yet reaped
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid: Number(pid), ppid: Number(ppid), argv };
  } catch {
    return null; // ended while being read
  }
}

export function runningProcesses(): RunningProcess[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(read)
    .filter((p): p is RunningProcess => p !== null);
}

/** Whether the process still runs and is the same program (a reused pid is not). */
export function stillRunning(known: RunningProcess): boolean {
  const now = read(String(known.pid));
  return now !== null && now.argv.join('\0') === known.argv.join('\0');
}

/** Waits, in a bounded loop, until the probe holds; fails naming what it waited for. */
export async function until(
  probe: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
