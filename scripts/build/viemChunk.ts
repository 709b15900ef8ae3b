/**
 * The one chunk viem and its own dependencies load in, on first need (infrastructure/evm imports it
 * lazily), whichever lazy chunks import them. Not `viem`: that name is the EVM adapter's own import
 * chunk, and webpack does not let a cache group share a name with a chunk of the source.
 */
export const VIEM_CHUNK_NAME = 'viem-library';

/** viem and the libraries only viem uses. */
export const VIEM_PACKAGES = /[\\/]node_modules[\\/](viem|ox|abitype|@noble|@scure|@adraffy|isows)[\\/]/;
