import { type Page } from 'playwright-core';

/** The modal's card in one animation frame. */
export interface CardFrame {
  /** ms since the page started (`performance.now()`). */
  readonly at: number;
  /** The card's laid-out height (transforms such as the opening rise left out); 0 while closed. */
  readonly height: number;
  /** The height the card was given inline ('' while it sizes itself to its content). */
  readonly styledHeight: string;
  /** Its inline transition ('' for none). */
  readonly transition: string;
}

declare global {
  interface Window {
    cardFrames?: CardFrame[];
  }
}

/** Starts recording the modal's card every animation frame, from an empty record. */
export async function recordCardFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recording = window.cardFrames === undefined;
    window.cardFrames = [];
    if (!recording) return;
    const frame = (at: number): void => {
      const card = document.querySelector<HTMLElement>('[data-testid="modal"]');
      window.cardFrames?.push({
        at,
        height: card?.offsetHeight ?? 0,
        styledHeight: card?.style.height ?? '',
        transition: card?.style.transition ?? '',
      });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The frames recorded since the last call (or since recording started), and a fresh record. */
export async function takeCardFrames(page: Page): Promise<CardFrame[]> {
  return page.evaluate(() => {
    const frames = window.cardFrames ?? [];
    window.cardFrames = [];
    return frames;
  });
}

/**
 * The frames in which the card stood at a height strictly between `from` and `to`: the frames
 * of a move from one to the other (none when it jumped).
 */
export function framesBetween(frames: readonly CardFrame[], from: number, to: number): CardFrame[] {
  const [low, high] = from < to ? [from, to] : [to, from];
  return frames.filter((frame) => frame.height > low && frame.height < high);
}
