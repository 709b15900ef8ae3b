import { useInsertionEffect } from 'react';
import { SWAP_CSS } from './swapCss';

/** The id of the swap views' stylesheet, so that it is added to the page once. */
export const SWAP_STYLE_ELEMENT_ID = 'keyport-swap-styles';

/** Adds the swap views' stylesheet the first time one of them renders: other pages never pay for it. */
export function useSwapStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(SWAP_STYLE_ELEMENT_ID)) return;
    const style = document.createElement('style');
    style.id = SWAP_STYLE_ELEMENT_ID;
    style.textContent = SWAP_CSS;
    document.head.appendChild(style);
  }, []);
}
