import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar as BarShape } from '@visx/shape';
import { axisTop, type Bar } from './chart-data.ts';

// A small bar chart (visx: SVG, so it follows the theme's colours and scales with the window).
// The picture is for the eye; the same numbers are in a table beside it for screen readers.

const WIDTH = 640;
const HEIGHT = 200;
const MARGIN = { top: 8, right: 8, bottom: 36, left: 48 };

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
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
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
  return (
    <figure className="bar-chart" data-testid={testId}>
      <figcaption>{caption}</figcaption>
      <svg viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`} aria-hidden="true" focusable="false">
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
            tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: -4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickFormat={(key) => labelOf.get(key) ?? key}
            axisClassName="axis"
            stroke="currentColor"
            tickStroke="currentColor"
            tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
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
