import { type Address, getAddress, type Hash, isAddress } from 'viem';
import { type ChainDirectory, type ChainEntry } from '../chains/ChainDirectory';
import { badRequest, notFound } from '../http/ApiError';

/**
 * What a visitor typed or followed, checked, with the refusal said in plain words: the explorer's
 * error page shows these descriptions as they are.
 */

/** The dev chain of the path; any other id, or something that is no id, is not here (404). */
export function explorerChain(directory: ChainDirectory, text: string): ChainEntry {
  const entry = /^\d{1,10}$/.test(text) ? directory.find(Number(text)) : undefined;
  if (entry !== undefined) return entry;
  const known = directory.all.map(({ chain }) => `${chain.name} is chain ${chain.chainId}`).join(', ');
  throw notFound('unknown_chain', `This devstack runs no chain with the id "${text}". Here ${known}.`);
}

/** A transaction hash in the chain's own lower case; what cannot be a hash names no transaction (404). */
export function explorerHash(text: string): Hash {
  if (/^0x[0-9a-fA-F]{64}$/.test(text)) return text.toLowerCase() as Hash;
  throw notFound(
    'not_a_hash',
    `"${text}" is not a transaction hash: a hash is 0x followed by 64 hexadecimal digits.`,
  );
}

/** An address in its checksummed form; anything else is a request the explorer cannot read (400). */
export function explorerAddress(text: string): Address {
  if (isAddress(text, { strict: false })) return getAddress(text);
  throw badRequest(
    'not_an_address',
    `"${text}" is not an address: an address is 0x followed by 40 hexadecimal digits.`,
  );
}

export function unknownTransaction(entry: ChainEntry, hash: Hash): Error {
  return notFound(
    'unknown_transaction',
    `No transaction with the hash ${hash} has been mined on ${entry.chain.name} (chain ${entry.chain.chainId}).`,
  );
}
