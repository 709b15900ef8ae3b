import { FINDER_SIZE, type QrLine, type QrPoint, type QrShapes } from './qrShapes';

/** SVG units per module: whole numbers everywhere keep the path text short and exact. */
export const QR_MODULE_UNITS = 10;

/** A dot's radius: a little under half a module, so neighbouring dots stay apart. */
const DOT_RADIUS = 4;
/** A line's width, the same as a dot's diameter, so a line reads as dots run together. */
export const QR_LINE_WIDTH = DOT_RADIUS * 2;

/** The three path texts one QR code is drawn with, in a `0 0 extent extent` view box. */
export interface QrPaths {
  readonly extent: number;
  /** Filled with the even-odd rule: each finder's outer ring with its hole, and its eye. */
  readonly finders: string;
  /** Filled circles. */
  readonly dots: string;
  /** Stroked with round caps, {@link QR_LINE_WIDTH} wide. */
  readonly lines: string;
}

function roundedSquare(x: number, y: number, side: number, radius: number): string {
  const edge = side - 2 * radius;
  const corner = (dx: number, dy: number): string => `a${radius} ${radius} 0 0 1 ${dx} ${dy}`;
  return (
    `M${x + radius} ${y}h${edge}${corner(radius, radius)}v${edge}${corner(-radius, radius)}` +
    `h${-edge}${corner(-radius, -radius)}v${-edge}${corner(radius, -radius)}z`
  );
}

function finderPath({ x, y }: QrPoint): string {
  const left = x * QR_MODULE_UNITS;
  const top = y * QR_MODULE_UNITS;
  const unit = QR_MODULE_UNITS;
  return (
    roundedSquare(left, top, FINDER_SIZE * unit, 2 * unit) +
    roundedSquare(left + unit, top + unit, (FINDER_SIZE - 2) * unit, 1.2 * unit) +
    roundedSquare(left + 2 * unit, top + 2 * unit, (FINDER_SIZE - 4) * unit, 0.8 * unit)
  );
}

/** The middle of a module, in SVG units. */
function middle(module: number): number {
  return module * QR_MODULE_UNITS + QR_MODULE_UNITS / 2;
}

function dotPath({ x, y }: QrPoint): string {
  const r = DOT_RADIUS;
  return `M${middle(x) - r} ${middle(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

function linePath({ x, y, length }: QrLine): string {
  return `M${middle(x)} ${middle(y)}v${(length - 1) * QR_MODULE_UNITS}`;
}

/** The SVG paths of a QR code's shapes. */
export function qrPaths(shapes: QrShapes): QrPaths {
  return {
    extent: shapes.size * QR_MODULE_UNITS,
    finders: shapes.finders.map(finderPath).join(''),
    dots: shapes.dots.map(dotPath).join(''),
    lines: shapes.lines.map(linePath).join(''),
  };
}
