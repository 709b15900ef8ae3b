import { type Hex } from 'viem';
import { checkedAddress, checkedBytes } from './checkInputs';
import { ERC1271_MAGIC_VALUE, keyportAccountAbi } from './keyportAccountAbi';
import { funderClients, type SmartAccountChain } from './SmartAccountChain';
import { hasCode } from './smartAccountAddress';

/**
 * Whether `account` accepts `signature` over `hash` as its own (ERC-1271 `isValidSignature` answers
 * 0x1626ba7e). For a `personal_sign` signature, `hash` is the message's EIP-191 hash (viem's
 * `hashMessage`). An account not deployed yet accepts nothing.
 */
export async function signatureIsValid(
  account: string,
  chain: SmartAccountChain,
  hash: string,
  signature: string,
): Promise<boolean> {
  const address = checkedAddress('The smart account', account);
  const digest = checkedBytes('The hash', hash);
  if (digest.length !== 66) throw new TypeError(`The hash must be 32 bytes, got ${(digest.length - 2) / 2}`);
  const signed: Hex = checkedBytes('The signature', signature);
  const { publicClient } = funderClients(chain);
  if (!(await hasCode(publicClient, address))) return false;
  const answer = await publicClient.readContract({
    address,
    abi: keyportAccountAbi,
    functionName: 'isValidSignature',
    args: [digest, signed],
  });
  return answer === ERC1271_MAGIC_VALUE;
}
