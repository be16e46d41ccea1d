import { readFileSync } from 'node:fs';

// The core process's own CPU time and memory, read from /proc (Linux): its CPU time is what a
// phase cost the core whatever else the machine runs, which its wall time is not.

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** The process's user + system CPU time in ms, or null where /proc cannot tell. */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the first, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** The process's resident memory now and at its peak, in MB, or null where /proc cannot tell. */
export function rssMbOf(pid: number): { now: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const now = kb('VmRSS');
    const peak = kb('VmHWM');
    return Number.isFinite(now) && Number.isFinite(peak)
      ? { now: now / 1024, peak: peak / 1024 }
      : null;
  } catch {
    return null;
  }
}
