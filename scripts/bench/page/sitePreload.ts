import { preloadModal } from '../../../presentation/index';
import { type BenchPreload } from './BenchPageConfig';

/** The inputs that count as the visitor's first interaction with the page. */
const FIRST_INPUTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * What the site does before the click, as `preload` says (see BenchPreload); returns the
 * handlers its own button takes (pointer over, press, focus) for `hover`.
 */
export function startSitePreload(preload: BenchPreload): {
  onPointerEnter?: () => void;
  onFocus?: () => void;
} {
  const fetchModal = (): void => preloadModal();
  switch (preload) {
    case 'idle':
      window.requestIdleCallback(fetchModal);
      return {};
    case 'first-input': {
      const once = (): void => {
        for (const type of FIRST_INPUTS) window.removeEventListener(type, once, true);
        fetchModal();
      };
      for (const type of FIRST_INPUTS) window.addEventListener(type, once, { capture: true, passive: true });
      return {};
    }
    case 'hover':
      return { onPointerEnter: fetchModal, onFocus: fetchModal };
    case 'none':
      return {};
  }
}
