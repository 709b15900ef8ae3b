import { type OpenOptions } from '../../application/instance/Keyport';
import { useKeyport } from '../react/KeyportAppContext';

/** REFERENCE §5 `useAppKit()`: open and close the modal of the provider's instance, or the page's. */
export function useAppKit(): { open(options?: OpenOptions): Promise<void>; close(): Promise<void> } {
  const keyport = useKeyport('useAppKit');
  return { open: (options) => keyport.open(options), close: () => keyport.close() };
}
