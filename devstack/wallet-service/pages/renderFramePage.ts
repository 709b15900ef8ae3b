import { FRAME_CONFIG_ELEMENT_ID, type FramePageConfig } from '../protocol/FramePageConfig';
import { renderPage } from './html';

/**
 * The frame's page: its configuration, its styles and its script; the script draws the approval
 * screen into `<main>` when a request waits for the visitor. Nothing else is on it.
 */
export function renderFramePage(config: FramePageConfig): string {
  return renderPage({
    title: 'Keyport wallet',
    styles: ['/frame.css'],
    scripts: ['/frame.js'],
    data: { id: FRAME_CONFIG_ELEMENT_ID, value: config },
    body: '<main id="wallet-frame" class="frame" data-state="idle" aria-live="polite"></main>',
  });
}
