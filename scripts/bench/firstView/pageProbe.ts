import { type FrameSample, type RowSample } from './FrameSample';

/** What the probe looks for in the page, and when it stops sampling. */
export interface ProbeSettings {
  /** The control the visitor clicks to open the modal. */
  readonly opener: string;
  /** The modal's card. */
  readonly card: string;
  /** The Connect view's wallet rows. */
  readonly rows: string;
  /** Sampling stops once nothing moved for this long with a row shown and the card fully opaque… */
  readonly stableMs: number;
  /** …or this long after the click, whatever happened. */
  readonly maxMs: number;
}

/** A long task the browser reported (PerformanceObserver 'longtask'), on the page's clock. */
export interface LongTask {
  readonly start: number;
  readonly duration: number;
}

/** What the probe records, on the page's clock (`performance.now()`, ms since the time origin). */
export interface ProbeRecord {
  /** The page's time origin (ms since the epoch), to place the browser's network events. */
  readonly timeOrigin: number;
  /** When the opener first stood in the page. */
  buttonReadyAt: number | null;
  /** The event time of the visitor's first pointer movement, press, key or focus. */
  firstInputAt: number | null;
  /** The event time of the click on the opener. */
  clickAt: number | null;
  readonly longTasks: LongTask[];
  readonly frames: FrameSample[];
  /** Set once sampling has stopped. */
  done: boolean;
}

/** Where the probe keeps its record in the page (`window[PROBE_GLOBAL]`). */
export const PROBE_GLOBAL = '__keyportBenchProbe';

/**
 * Runs in the page before any of its scripts (an init script, so it is self-contained: no imports
 * and nothing from outside but `settings`). It notes when the opener appears, the visitor's first
 * input, the click and every long task; from the click on it samples each animation frame: the
 * card's box and opacity, and which wallet rows are visible in that frame.
 */
export function installPageProbe(settings: ProbeSettings): void {
  const record: ProbeRecord = {
    timeOrigin: performance.timeOrigin,
    buttonReadyAt: null,
    firstInputAt: null,
    clickAt: null,
    longTasks: [],
    frames: [],
    done: false,
  };
  (window as unknown as Record<string, ProbeRecord>)['__keyportBenchProbe'] = record;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const watchOpener = new MutationObserver(() => {
    if (record.buttonReadyAt === null && document.querySelector(settings.opener) !== null) {
      record.buttonReadyAt = performance.now();
      watchOpener.disconnect();
    }
  });
  watchOpener.observe(document, { childList: true, subtree: true });

  const noteInput = (event: Event): void => {
    if (event.isTrusted && record.firstInputAt === null) record.firstInputAt = event.timeStamp;
  };
  for (const type of ['pointermove', 'pointerdown', 'keydown', 'focusin']) {
    window.addEventListener(type, noteInput, { capture: true, passive: true });
  }

  /** The element's opacity times its ancestors' up to (not including) `upTo`. */
  const opacityOf = (element: Element, upTo: Element | null): number => {
    let opacity = 1;
    for (let node: Element | null = element; node !== null && node !== upTo; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  };

  const sample = (): FrameSample => {
    const t = performance.now() - (record.clickAt as number);
    const card = document.querySelector(settings.card);
    if (card === null) return { t, card: null, rows: [] };
    const box = card.getBoundingClientRect();
    const cardOpacity = opacityOf(card, null);
    const rows: RowSample[] = [];
    for (const row of Array.from(card.querySelectorAll(settings.rows))) {
      const rect = row.getBoundingClientRect();
      const shown =
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > Math.max(box.top, 0) &&
        rect.top < Math.min(box.bottom, window.innerHeight) &&
        getComputedStyle(row).visibility !== 'hidden' &&
        cardOpacity * opacityOf(row, card) > 0;
      if (shown) rows.push({ id: row.getAttribute('data-testid') ?? '', top: rect.top });
    }
    const frameCard = { x: box.x, y: box.y, width: box.width, height: box.height, opacity: cardOpacity };
    return { t, card: frameCard, rows };
  };

  const signatureOf = (frame: FrameSample): string =>
    JSON.stringify([
      frame.card && [frame.card.x, frame.card.y, frame.card.width, frame.card.height].map(Math.round),
      frame.card?.opacity,
      frame.rows.map((row) => [row.id, Math.round(row.top)]),
    ]);

  let lastSignature = '';
  let lastChange = 0;
  const onFrame = (): void => {
    const frame = sample();
    record.frames.push(frame);
    const signature = signatureOf(frame);
    if (signature !== lastSignature) {
      lastSignature = signature;
      lastChange = frame.t;
    }
    const still =
      frame.rows.length > 0 && frame.card?.opacity === 1 && frame.t - lastChange >= settings.stableMs;
    if (still || frame.t >= settings.maxMs) record.done = true;
    else requestAnimationFrame(onFrame);
  };

  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!event.isTrusted || record.clickAt !== null || target?.closest(settings.opener) == null) return;
      record.clickAt = event.timeStamp;
      requestAnimationFrame(onFrame);
    },
    { capture: true },
  );
}
