import { useInsertionEffect } from 'react';
import { ONRAMP_CSS } from './onrampCss';

/** The id of the buy views' stylesheet, so that it is added to the page once. */
export const ONRAMP_STYLE_ELEMENT_ID = 'keyport-onramp-styles';

/**
 * Adds the buy views' stylesheet to the page the first time one of them renders, before it
 * paints: pages whose visitors never buy never pay for these styles.
 */
export function useOnrampStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(ONRAMP_STYLE_ELEMENT_ID)) return;
    const style = document.createElement('style');
    style.id = ONRAMP_STYLE_ELEMENT_ID;
    style.textContent = ONRAMP_CSS;
    document.head.appendChild(style);
  }, []);
}
