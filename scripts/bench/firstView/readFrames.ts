import { type CardSample, type FrameSample } from './FrameSample';

/** How far (px) a box may differ between frames and still count as not moving (sub-pixel rounding). */
const BOX_TOLERANCE_PX = 0.5;

/** What the frames after one click say. */
export interface FirstViewFrames {
  /** The first frame with a wallet row visible, ms after the click. */
  readonly rowsVisibleMs: number;
  /**
   * The first frame from which nothing moves any more (the card's box, its full opacity, the rows
   * shown and where they stand are those of every later frame), ms after the click.
   */
  readonly settledMs: number;
  /** How far the rows of the first visible frame moved afterwards (the largest shift, px). */
  readonly rowsMovedPx: number;
  /** How many rows were visible in the first frame that showed any, and once settled. */
  readonly firstRows: number;
  readonly settledRows: number;
}

/** Each row's id with how many rows of that id came before it in the frame, so two alike rows stay apart. */
function rowKeys(frame: FrameSample): string[] {
  const seen = new Map<string, number>();
  return frame.rows.map((row) => {
    const count = seen.get(row.id) ?? 0;
    seen.set(row.id, count + 1);
    return `${row.id}#${count}`;
  });
}

const near = (a: number, b: number): boolean => Math.abs(a - b) <= BOX_TOLERANCE_PX;

function sameCard(a: CardSample | null, b: CardSample): boolean {
  return (
    a !== null &&
    near(a.x, b.x) &&
    near(a.y, b.y) &&
    near(a.width, b.width) &&
    near(a.height, b.height) &&
    a.opacity === b.opacity
  );
}

function sameRows(a: FrameSample, b: FrameSample): boolean {
  return (
    a.rows.length === b.rows.length &&
    a.rows.every((row, index) => row.id === b.rows[index]?.id && near(row.top, b.rows[index]?.top ?? NaN))
  );
}

/**
 * Reads one run's frames: when the rows first showed, when the view settled (the card at its final
 * box and full opacity, the rows where they stay) and how far the first rows moved meanwhile.
 * Frames that never show a row, or end with the card missing or not fully opaque, are a failed
 * run: it is said, never counted as a figure.
 */
export function readFrames(frames: readonly FrameSample[]): FirstViewFrames {
  const firstIndex = frames.findIndex((frame) => frame.rows.length > 0);
  const first = frames[firstIndex];
  if (first === undefined) throw new Error(`No wallet row became visible in ${frames.length} frames`);
  const last = frames[frames.length - 1] as FrameSample;
  const finalCard = last.card;
  if (finalCard === null || finalCard.opacity !== 1) {
    throw new Error(`The card had not settled at full opacity when sampling ended (${last.t.toFixed(0)} ms)`);
  }
  let settledIndex = frames.length - 1;
  while (settledIndex > firstIndex) {
    const previous = frames[settledIndex - 1] as FrameSample;
    if (!sameCard(previous.card, finalCard) || !sameRows(previous, last)) break;
    settledIndex -= 1;
  }
  const firstTops = new Map(rowKeys(first).map((key, index) => [key, first.rows[index]?.top ?? NaN]));
  let rowsMovedPx = 0;
  for (const frame of frames.slice(firstIndex)) {
    rowKeys(frame).forEach((key, index) => {
      const top = firstTops.get(key);
      const now = frame.rows[index]?.top;
      if (top !== undefined && now !== undefined) rowsMovedPx = Math.max(rowsMovedPx, Math.abs(now - top));
    });
  }
  return {
    rowsVisibleMs: first.t,
    settledMs: (frames[settledIndex] as FrameSample).t,
    rowsMovedPx,
    firstRows: first.rows.length,
    settledRows: last.rows.length,
  };
}
