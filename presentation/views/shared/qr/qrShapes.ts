/** A QR code's modules: `matrix[row][column]` is true for a dark module. */
export type QrMatrix = readonly (readonly boolean[])[];

/** A module position: `x` is the column, `y` the row. */
export interface QrPoint {
  readonly x: number;
  readonly y: number;
}

/** Dark modules stacked in one column, drawn as one rounded line from `y` down `length` modules. */
export interface QrLine extends QrPoint {
  readonly length: number;
}

/** A square of the matrix, `size` modules wide, whose top-left module is `start` on both axes. */
export interface QrSquare {
  readonly start: number;
  readonly size: number;
}

/**
 * What the QR code is drawn from. Finder patterns are drawn as rounded squares rather than
 * dots, so scanners still find the corners; the other dark modules are round dots, and dots
 * that touch vertically merge into lines, which reads as one calm shape and keeps the SVG short.
 * Nothing is drawn in the cleared centre, where the wallet's image goes.
 */
export interface QrShapes {
  /** Modules per side. */
  readonly size: number;
  /** The top-left module of each finder pattern found. */
  readonly finders: readonly QrPoint[];
  readonly dots: readonly QrPoint[];
  readonly lines: readonly QrLine[];
  readonly centre: QrSquare | undefined;
}

/** A finder pattern is 7 × 7 modules: a dark ring, a light ring and a dark 3 × 3 eye. */
export const FINDER_SIZE = 7;

/**
 * The share of the code's width the centre image may take. Error correction level Q restores
 * up to a quarter of the data; a centre of 22 % of the width hides about 5 % of the modules.
 */
const CENTRE_SHARE = 0.22;

function isDark(matrix: QrMatrix, x: number, y: number): boolean {
  return matrix[y]?.[x] === true;
}

function finderModuleIsDark(dx: number, dy: number): boolean {
  const ring = Math.min(dx, dy, FINDER_SIZE - 1 - dx, FINDER_SIZE - 1 - dy);
  return ring !== 1;
}

/** Whether the 7 × 7 square at `corner` holds exactly the finder pattern. */
function isFinderAt(matrix: QrMatrix, corner: QrPoint): boolean {
  for (let dy = 0; dy < FINDER_SIZE; dy += 1) {
    for (let dx = 0; dx < FINDER_SIZE; dx += 1) {
      if (isDark(matrix, corner.x + dx, corner.y + dy) !== finderModuleIsDark(dx, dy)) return false;
    }
  }
  return true;
}

/** The finder patterns in the three corners a QR code has them in (top-left, top-right, bottom-left). */
export function findFinders(matrix: QrMatrix): readonly QrPoint[] {
  const far = matrix.length - FINDER_SIZE;
  if (far < 0) return [];
  const corners: readonly QrPoint[] = [
    { x: 0, y: 0 },
    { x: far, y: 0 },
    { x: 0, y: far },
  ];
  return corners.filter((corner) => isFinderAt(matrix, corner));
}

/**
 * The centre square left clear for an image: about {@link CENTRE_SHARE} of the width, with the
 * same parity as the code's size so that it sits exactly in the middle. None for codes too small
 * to spare it.
 */
export function centreSquare(size: number): QrSquare | undefined {
  let side = Math.floor(size * CENTRE_SHARE);
  if (side % 2 !== size % 2) side += 1;
  if (side < 3 || side >= size) return undefined;
  return { start: (size - side) / 2, size: side };
}

function inSquare(point: QrPoint, corner: QrPoint, side: number): boolean {
  return point.x >= corner.x && point.x < corner.x + side && point.y >= corner.y && point.y < corner.y + side;
}

/**
 * Reads a QR matrix into the shapes it is drawn with: its finder patterns, then, column by
 * column, each run of dark modules outside the finders and the centre as a dot (one module) or a
 * line (two or more stacked). `clearCentre` leaves the middle empty for an image.
 */
export function qrShapes(matrix: QrMatrix, { clearCentre }: { readonly clearCentre: boolean }): QrShapes {
  const size = matrix.length;
  const finders = findFinders(matrix);
  const centre = clearCentre ? centreSquare(size) : undefined;
  const drawn = (point: QrPoint): boolean =>
    isDark(matrix, point.x, point.y) &&
    !finders.some((finder) => inSquare(point, finder, FINDER_SIZE)) &&
    !(centre && inSquare(point, { x: centre.start, y: centre.start }, centre.size));

  const dots: QrPoint[] = [];
  const lines: QrLine[] = [];
  for (let x = 0; x < size; x += 1) {
    let y = 0;
    while (y < size) {
      if (!drawn({ x, y })) {
        y += 1;
        continue;
      }
      let length = 1;
      while (y + length < size && drawn({ x, y: y + length })) length += 1;
      if (length === 1) dots.push({ x, y });
      else lines.push({ x, y, length });
      y += length;
    }
  }
  return { size, finders, dots, lines, centre };
}
