import { useInsertionEffect } from 'react';
import { addStyleSheet } from './addStyleSheet';

/**
 * Adds a stylesheet to the page the first time a component that needs it renders, before it
 * paints, under `id` so that it is added once: pages that never show those components never pay
 * for their styles.
 */
export function useStyleSheet(id: string, css: string): void {
  useInsertionEffect(() => addStyleSheet(document, id, css), [id, css]);
}
