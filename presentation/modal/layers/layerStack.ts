import { lockScroll, unlockScroll } from './scrollLock';
import { makeAllButInert, restoreInert } from './pageInert';

interface Layer {
  readonly dialog: HTMLElement;
  readonly onEscape: () => void;
}

/** The open dialogs of the page, the last opened on top (two instances may each have one open). */
const layers: Layer[] = [];

const onKeyDown = (event: KeyboardEvent): void => {
  const top = layers.at(-1);
  if (event.key !== 'Escape' || top === undefined) return;
  event.preventDefault();
  top.onEscape();
};

/** The page behind the top dialog: inert and still while any dialog is open, given back after. */
function settlePage(document: Document): void {
  const top = layers.at(-1);
  if (top !== undefined) {
    makeAllButInert(top.dialog);
    return;
  }
  restoreInert();
  unlockScroll(document);
  document.removeEventListener('keydown', onKeyDown);
}

/**
 * Puts `dialog` on top of the page's open dialogs: the rest of the page (and any dialog below)
 * becomes inert, the page stops scrolling, and Escape asks only the top dialog to close. Returns
 * what takes it off again; once the last one is off, the page is as it was.
 */
export function openLayer(dialog: HTMLElement, onEscape: () => void): () => void {
  const document = dialog.ownerDocument;
  const layer = { dialog, onEscape };
  if (layers.length === 0) {
    lockScroll(document);
    document.addEventListener('keydown', onKeyDown);
  }
  layers.push(layer);
  settlePage(document);
  return () => {
    const index = layers.indexOf(layer);
    if (index === -1) return;
    layers.splice(index, 1);
    settlePage(document);
  };
}

/** Whether `dialog` is the top one: only it keeps focus and answers Tab. */
export function isTopLayer(dialog: HTMLElement): boolean {
  return layers.at(-1)?.dialog === dialog;
}
