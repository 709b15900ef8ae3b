import { useInsertionEffect } from 'react';
import { SEND_CSS, SEND_STYLE_ELEMENT_ID } from './sendCss';

/**
 * Adds the send views' stylesheet to the page the first time one of them renders, before it
 * paints: pages that never show these views never pay for their styles.
 */
export function useSendStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(SEND_STYLE_ELEMENT_ID)) return;
    const style = document.createElement('style');
    style.id = SEND_STYLE_ELEMENT_ID;
    style.textContent = SEND_CSS;
    document.head.appendChild(style);
  }, []);
}
