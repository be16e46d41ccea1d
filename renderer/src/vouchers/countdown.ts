import { useEffect, useRef, useState } from 'react';
import { secondsUntil } from '../lib/seconds-until.ts';

// A countdown to a moment (a rate limit's end), in whole seconds, ticking once a second, that
// calls `onEnd` once when it reaches zero (to retry by itself). Times are shown in the user's
// own time zone only.

/** The local time of a moment, e.g. "4:01:51 PM" or "16:01:51". */
export function localTime(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(at);
}

export function useCountdown(until: number | null, onEnd?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef<number | null>(null);
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= until && ended.current !== until) {
        ended.current = until;
        endRef.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [until]);
  return until === null ? null : secondsUntil(until, now);
}
