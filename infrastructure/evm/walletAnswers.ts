import * as t from 'io-ts';
import { evmChainIdOf } from '../../domain/network/evmChainIdOf';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})+$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;

function pattern(name: string, regex: RegExp): t.Type<`0x${string}`, `0x${string}`, unknown> {
  const is = (input: unknown): input is `0x${string}` => typeof input === 'string' && regex.test(input);
  return new t.Type(
    name,
    is,
    (input, context) => (is(input) ? t.success(input) : t.failure(input, context)),
    t.identity,
  );
}

/** An EVM address in any letter case; the adapter checksums it before anyone sees it. */
export const WalletAddress = pattern('WalletAddress', ADDRESS);

/** `eth_requestAccounts`, `eth_accounts` and `accountsChanged`: the addresses the site may see. */
export const AccountListAnswer = t.readonlyArray(WalletAddress, 'AccountList');

/**
 * EIP-695 chain id: hex. Some wallets answer a plain number or a decimal string, which are just as
 * clear; anything else (`"0x"`, `-1`, `1e400`, objects) is not a chain id (`evmChainIdOf`).
 */
export const ChainIdAnswer = new t.Type<number, string, unknown>(
  'ChainId',
  (input): input is number => typeof input === 'number' && evmChainIdOf(input) === input,
  (input, context) => {
    const chainId = evmChainIdOf(input);
    return chainId === undefined ? t.failure(input, context) : t.success(chainId);
  },
  (chainId) => `0x${chainId.toString(16)}`,
);

/** `personal_sign`: the signature bytes. */
export const SignatureAnswer = pattern('Signature', HEX_DATA);

/** `eth_sendTransaction`: the transaction hash. */
export const TransactionHashAnswer = pattern('TransactionHash', HASH);

/** Requests whose answer carries nothing we use (switching and adding chains answer null). */
export const IgnoredAnswer = t.unknown;
