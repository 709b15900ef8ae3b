/** The modal's card in one frame: its box on screen and its opacity with its ancestors'. */
export interface CardSample {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly opacity: number;
}

/** A wallet row seen in one frame: its test id and where its top edge is on screen. */
export interface RowSample {
  readonly id: string;
  readonly top: number;
}

/**
 * What the page saw in one animation frame after the click: `t` is milliseconds since the click's
 * event time, `card` the card if it is on the page, `rows` the Connect view's wallet rows that
 * are visible in that frame (laid out, non-zero size, in the viewport, opacity above 0).
 */
export interface FrameSample {
  readonly t: number;
  readonly card: CardSample | null;
  readonly rows: readonly RowSample[];
}
