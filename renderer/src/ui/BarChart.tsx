import { AxisBottom, AxisLeft } from '@visx/axis';
import { useLayoutEffect, useRef, useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar as BarShape } from '@visx/shape';
import { axisTop, labelledKeys, type Bar } from './chart-data.ts';

// A small bar chart (visx: SVG, so it follows the theme's colours). It is drawn at the width it
// is given on screen rather than scaled from a fixed picture, so its text stays at the body's
// size (a scaled 640-unit picture drew axis text about 7 px tall in a half-width column); bar
// labels that would overlap are thinned to every second, third… one. The picture is for the eye;
// the same numbers are in a table beside it for screen readers.

const HEIGHT = 220;
const MARGIN = { top: 10, right: 12, bottom: 40, left: 56 };
/** Room a bar label needs per character, as a share of the font's size. */
const CHAR_EM = 0.6;

/**
 * The element's content width, followed as the window resizes, and its font size (the body's):
 * visx writes a font-size attribute on each label, so the size is given to it, not left to CSS.
 */
function useWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const [fontPx, setFontPx] = useState(14);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const next = Math.floor(element.clientWidth);
      if (next > 0) setWidth(next);
      const font = Number.parseFloat(getComputedStyle(element).fontSize);
      if (font > 0) setFontPx(font);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return { ref, width, fontPx };
}

export function BarChart({
  bars,
  caption,
  columns,
  format,
  testId,
}: {
  bars: readonly Bar[];
  caption: string;
  columns: { label: string; value: string };
  format: (value: number) => string;
  testId: string;
}) {
  const { ref, width, fontPx } = useWidth(640);
  const innerWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: bars.map((bar) => bar.key),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear<number>({
    domain: [0, axisTop(bars.map((bar) => bar.value))],
    range: [innerHeight, 0],
  });
  const labelOf = new Map(bars.map((bar) => [bar.key, bar.label]));
  const widest = Math.max(1, ...bars.map((bar) => bar.label.length)) * CHAR_EM * fontPx + 8;
  const every = Math.max(1, Math.ceil(widest / Math.max(1, x.step())));
  const shownKeys = labelledKeys(bars, every);
  return (
    <figure className="bar-chart" data-testid={testId}>
      <figcaption>{caption}</figcaption>
      <div ref={ref} className="bar-chart-plot">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
          aria-hidden="true"
          focusable="false"
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {bars.map((bar) => {
              const top = y(bar.value);
              return (
                <BarShape
                  key={bar.key}
                  className="bar"
                  x={x(bar.key) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={innerHeight - top}
                >
                  <title>{`${bar.label}: ${format(bar.value)}`}</title>
                </BarShape>
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(value) => format(Number(value))}
              axisClassName="axis"
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{
                fill: 'currentColor',
                textAnchor: 'end',
                fontSize: fontPx,
                dx: -4,
                dy: '0.33em',
              }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={shownKeys}
              tickFormat={(key) => labelOf.get(key) ?? key}
              axisClassName="axis"
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ fill: 'currentColor', textAnchor: 'middle', fontSize: fontPx }}
            />
          </Group>
        </svg>
      </div>
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.label}</th>
            <th scope="col">{columns.value}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{format(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
