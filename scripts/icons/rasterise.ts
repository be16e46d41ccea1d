import type { Drawing, Shape } from './svg-shapes.ts';

/** RGBA pixels, row by row. */
export interface Image {
  size: number;
  data: Uint8Array;
}

function inside(shape: Shape, x: number, y: number): boolean {
  switch (shape.kind) {
    case 'rect': {
      if (x < shape.x || y < shape.y || x > shape.x + shape.width || y > shape.y + shape.height)
        return false;
      const r = Math.min(shape.rx, shape.width / 2, shape.height / 2);
      const cx = Math.min(Math.max(x, shape.x + r), shape.x + shape.width - r);
      const cy = Math.min(Math.max(y, shape.y + r), shape.y + shape.height - r);
      return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
    }
    case 'circle':
      return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r * shape.r;
    case 'polygon': {
      // Even-odd rule, as SVG's default nonzero gives the same for simple polygons.
      let hit = false;
      const points = shape.points;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i] ?? [0, 0];
        const [xj, yj] = points[j] ?? [0, 0];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    }
  }
}

/**
 * Draws the shapes in order (later ones on top) at `size` pixels square, with 4×4 samples per
 * pixel for smooth edges. Colours are blended per sample, so overlaps keep their own colour.
 */
export function rasterise(drawing: Drawing, size: number): Image {
  const data = new Uint8Array(size * size * 4);
  const scale = drawing.size / size;
  const grid = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const x = (px + (sx + 0.5) / grid) * scale;
          const y = (py + (sy + 0.5) / grid) * scale;
          for (let s = drawing.shapes.length - 1; s >= 0; s--) {
            const shape = drawing.shapes[s];
            if (shape && inside(shape, x, y)) {
              r += shape.fill[0];
              g += shape.fill[1];
              b += shape.fill[2];
              covered++;
              break;
            }
          }
        }
      }
      const at = (py * size + px) * 4;
      if (covered > 0) {
        data[at] = Math.round(r / covered);
        data[at + 1] = Math.round(g / covered);
        data[at + 2] = Math.round(b / covered);
        data[at + 3] = Math.round((covered * 255) / (grid * grid));
      }
    }
  }
  return { size, data };
}
