// The icon's SVG, read as the few shapes it may use: <rect> (with rx), <circle> and <polygon>,
// each with a plain #rrggbb fill. Anything else is an error, so the source cannot drift into
// something the rasteriser would silently draw wrong.

export type Rgb = [number, number, number];

export type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; fill: Rgb }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: Rgb }
  | { kind: 'polygon'; points: [number, number][]; fill: Rgb };

export interface Drawing {
  size: number;
  shapes: Shape[];
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
    found.set(match[1] ?? '', match[2] ?? '');
  }
  return found;
}

function number(attrs: Map<string, string>, name: string, fallback?: number): number {
  const raw = attrs.get(name);
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = Number(raw);
  if (raw === undefined || !Number.isFinite(value))
    throw new Error(`icon.svg: bad ${name}="${raw ?? ''}"`);
  return value;
}

function colour(attrs: Map<string, string>): Rgb {
  const fill = attrs.get('fill') ?? '';
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fill);
  if (!match) throw new Error(`icon.svg: fill must be #rrggbb, not "${fill}"`);
  return [
    parseInt(match[1] ?? '0', 16),
    parseInt(match[2] ?? '0', 16),
    parseInt(match[3] ?? '0', 16),
  ];
}

export function parseIconSvg(svg: string): Drawing {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = root === undefined ? undefined : attributes(root).get('viewBox');
  const box = viewBox?.split(/[\s,]+/).map(Number);
  if (!box || box.length !== 4 || box[0] !== 0 || box[1] !== 0 || box[2] !== box[3])
    throw new Error('icon.svg: needs a square viewBox starting at 0 0');
  const shapes: Shape[] = [];
  const body = svg.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of body.matchAll(/<([a-zA-Z]+)\b[^>]*\/?>/g)) {
    const [tag, name] = [match[0], match[1]];
    const attrs = attributes(tag);
    if (name === 'svg') continue;
    if (name === 'rect') {
      shapes.push({
        kind: 'rect',
        x: number(attrs, 'x'),
        y: number(attrs, 'y'),
        width: number(attrs, 'width'),
        height: number(attrs, 'height'),
        rx: number(attrs, 'rx', 0),
        fill: colour(attrs),
      });
    } else if (name === 'circle') {
      shapes.push({
        kind: 'circle',
        cx: number(attrs, 'cx'),
        cy: number(attrs, 'cy'),
        r: number(attrs, 'r'),
        fill: colour(attrs),
      });
    } else if (name === 'polygon') {
      const values = (attrs.get('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (values.length < 6 || values.length % 2 !== 0 || values.some((v) => !Number.isFinite(v)))
        throw new Error('icon.svg: bad polygon points');
      const points: [number, number][] = [];
      for (let i = 0; i < values.length; i += 2) points.push([values[i] ?? 0, values[i + 1] ?? 0]);
      shapes.push({ kind: 'polygon', points, fill: colour(attrs) });
    } else {
      throw new Error(`icon.svg: <${name ?? ''}> is not one of rect, circle, polygon`);
    }
  }
  return { size: box[2] ?? 0, shapes };
}
