import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

const ROW_HEIGHT = 28;
/** Short lists are drawn whole; longer ones only where the box scrolls to. */
const DRAW_ALL_UP_TO = 60;

/** A list of rows in a box of at most ~12 rows' height, virtualised when long. */
export function VirtualList<T>(props: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = props.items.length > DRAW_ALL_UP_TO;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's documented use
  const virtualizer = useVirtualizer({
    count: virtual ? props.items.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  if (!virtual) {
    return (
      <ul className="send-rows" aria-label={props.label}>
        {props.items.map((item) => (
          <li key={props.keyOf(item)} className="send-row">
            {props.render(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div
      ref={scrollRef}
      className="send-rows-scroll"
      // Scrollable regions must be reachable by keyboard.
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      <ul
        className="send-rows virtual"
        aria-label={props.label}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = props.items[row.index] as T;
          return (
            <li
              key={props.keyOf(item)}
              className="send-row"
              aria-setsize={props.items.length}
              aria-posinset={row.index + 1}
              style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
            >
              {props.render(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
