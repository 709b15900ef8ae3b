import { encode } from 'uqr';
import { qrPaths } from '../../../../../../presentation/views/shared/qr/qrPaths';
import {
  centreSquare,
  FINDER_SIZE,
  findFinders,
  type QrMatrix,
  qrShapes,
} from '../../../../../../presentation/views/shared/qr/qrShapes';

/** A size × size matrix with the three finder patterns and the given extra dark modules ([x, y]). */
function matrixWith(size: number, dark: readonly (readonly [number, number])[]): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  const finder = (left: number, top: number): void => {
    for (let dy = 0; dy < FINDER_SIZE; dy += 1) {
      for (let dx = 0; dx < FINDER_SIZE; dx += 1) {
        const ring = Math.min(dx, dy, FINDER_SIZE - 1 - dx, FINDER_SIZE - 1 - dy);
        (matrix[top + dy] as boolean[])[left + dx] = ring !== 1;
      }
    }
  };
  finder(0, 0);
  finder(size - FINDER_SIZE, 0);
  finder(0, size - FINDER_SIZE);
  for (const [x, y] of dark) (matrix[y] as boolean[])[x] = true;
  return matrix;
}

function darkCount(matrix: QrMatrix): number {
  return matrix.flat().filter(Boolean).length;
}

/** Dark modules of one finder pattern: 7 × 7 less its light ring of 16. */
const FINDER_DARK_MODULES = FINDER_SIZE * FINDER_SIZE - 16;

const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000';

describe('REFERENCE §7 QR code shapes: finders, dots, lines and the cleared centre', () => {
  // A 21 × 21 code (version 1): a dot at (15, 15), a line of two at (18, 9–10), a line of three
  // at (10, 9–11) in the middle, and a dot at (9, 14) just outside it.
  const matrix = matrixWith(21, [
    [15, 15],
    [18, 9],
    [18, 10],
    [10, 9],
    [10, 10],
    [10, 11],
    [9, 14],
  ]);

  it('finds the three finder patterns in their corners', () => {
    expect(findFinders(matrix)).toEqual([
      { x: 0, y: 0 },
      { x: 14, y: 0 },
      { x: 0, y: 14 },
    ]);
  });

  it('does not take a damaged corner for a finder pattern', () => {
    const damaged = matrix.map((row) => [...row]);
    (damaged[17] as boolean[])[3] = false; // the bottom-left finder's eye
    expect(findFinders(damaged)).toEqual([
      { x: 0, y: 0 },
      { x: 14, y: 0 },
    ]);
    // Its modules are then drawn like any others, so nothing of the code is lost.
    const shapes = qrShapes(damaged, { clearCentre: false });
    const drawn = shapes.dots.length + shapes.lines.reduce((sum, line) => sum + line.length, 0);
    expect(drawn).toBe(darkCount(damaged) - 2 * FINDER_DARK_MODULES);
  });

  it('single modules are dots; modules stacked in a column merge into one line', () => {
    const shapes = qrShapes(matrix, { clearCentre: false });
    expect(shapes.size).toBe(21);
    expect(shapes.finders).toHaveLength(3);
    expect(shapes.dots).toEqual([
      { x: 9, y: 14 },
      { x: 15, y: 15 },
    ]);
    expect(shapes.lines).toEqual([
      { x: 10, y: 9, length: 3 },
      { x: 18, y: 9, length: 2 },
    ]);
    expect(shapes.centre).toBeUndefined();
  });

  it('the cleared centre holds no shape; what lies outside it stays', () => {
    const shapes = qrShapes(matrix, { clearCentre: true });
    expect(shapes.centre).toEqual({ start: 8, size: 5 });
    expect(shapes.lines).toEqual([{ x: 18, y: 9, length: 2 }]);
    expect(shapes.dots).toEqual([
      { x: 9, y: 14 },
      { x: 15, y: 15 },
    ]);
  });

  it('the centre is about a fifth of the width, exactly in the middle, and none for a tiny code', () => {
    expect(centreSquare(21)).toEqual({ start: 8, size: 5 });
    expect(centreSquare(57)).toEqual({ start: 22, size: 13 });
    expect(centreSquare(5)).toBeUndefined();
    for (let size = 21; size <= 177; size += 4) {
      const centre = centreSquare(size);
      expect(centre).toBeDefined();
      if (centre === undefined) continue;
      expect(centre.start * 2 + centre.size).toBe(size);
      expect(centre.size / size).toBeGreaterThan(0.18);
      expect(centre.size / size).toBeLessThan(0.26);
    }
  });

  it('a real pairing uri at level Q: every dark module outside the finders is drawn exactly once', () => {
    const { data } = encode(PAIRING_URI, { ecc: 'Q', border: 0 });
    const shapes = qrShapes(data, { clearCentre: false });
    expect(shapes.finders).toHaveLength(3);
    const drawn = new Set<string>();
    for (const dot of shapes.dots) drawn.add(`${dot.x},${dot.y}`);
    for (const line of shapes.lines) {
      expect(line.length).toBeGreaterThan(1);
      for (let y = line.y; y < line.y + line.length; y += 1) drawn.add(`${line.x},${y}`);
    }
    const shapeModules = shapes.dots.length + shapes.lines.reduce((sum, line) => sum + line.length, 0);
    expect(drawn.size).toBe(shapeModules);
    expect(shapeModules).toBe(darkCount(data) - 3 * FINDER_DARK_MODULES);
    for (const key of drawn) {
      const [x, y] = key.split(',').map(Number) as [number, number];
      expect(data[y]?.[x]).toBe(true);
    }
    // No dot sits right under another: those would have been merged into a line.
    const dots = new Set(shapes.dots.map((dot) => `${dot.x},${dot.y}`));
    expect(shapes.dots.filter((dot) => dots.has(`${dot.x},${dot.y + 1}`))).toEqual([]);
  });
});

describe('QR code paths', () => {
  const shapes = qrShapes(
    matrixWith(21, [
      [15, 15],
      [18, 9],
      [18, 10],
    ]),
    { clearCentre: false },
  );
  const paths = qrPaths(shapes);

  it('are drawn ten units to a module', () => {
    expect(paths.extent).toBe(210);
  });

  it('a dot is a circle in the middle of its module; a line runs from the first middle to the last', () => {
    expect(paths.dots).toBe('M151 155a4 4 0 1 0 8 0a4 4 0 1 0 -8 0');
    expect(paths.lines).toBe('M185 95v10');
  });

  it('each finder is three rounded squares: the ring, its hole and the eye', () => {
    expect(paths.finders.match(/M/g)).toHaveLength(9);
    expect(paths.finders.startsWith('M20 0h30a20 20 0 0 1 20 20v30')).toBe(true);
    expect(paths.finders).toContain('M160 0h30');
    expect(paths.finders).toContain('M20 140h30');
  });
});
