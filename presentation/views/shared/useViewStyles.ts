import { useInsertionEffect } from 'react';

/**
 * Adds a group of views' stylesheet to the page the first time one of them renders, before it
 * paints, under `id` so that it is added once: pages that never show those views never pay for
 * their styles.
 */
export function useViewStyles(id: string, css: string): void {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.appendChild(style);
  }, [id, css]);
}
