/** The EVM adapter a page passes in `adapters`; the same one scripts use in Node. */
export { evmAdapter, type EvmAdapterParameters } from '../../infrastructure/composition/evmAdapter';
