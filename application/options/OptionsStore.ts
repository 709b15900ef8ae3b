import { type ResolvedOptions } from '../../domain/options/KeyportOptions';
import { Store } from '../state/Store';

/**
 * The host's options after `resolveOptions`: every default applied. Created with the core (it is
 * bound as a constant), and changed only through the host API (e.g. features at run time).
 */
export class OptionsStore extends Store<ResolvedOptions> {}
