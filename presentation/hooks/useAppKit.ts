import { type OpenOptions } from '../../application/modal/ModalService';
import { requireApp } from '../app/KeyportApp';

/** REFERENCE §5 `useAppKit()`: open and close the modal. */
export function useAppKit(): { open(options?: OpenOptions): Promise<void>; close(): Promise<void> } {
  const { core } = requireApp('useAppKit');
  return { open: (options) => core.open(options), close: () => core.close() };
}
