import { toHex } from 'viem';
import { mnemonicToAccount, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../../config';

/**
 * Account `index` of the devstack mnemonic (BIP-44 path m/44'/60'/0'/0/index), prefunded on every
 * dev chain. Returned as a private-key account, the form the test wallet's transaction signer takes;
 * its address is the HD account's.
 */
export function devAccount(index: number): PrivateKeyAccount {
  const privateKey = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).getHdKey().privateKey;
  if (privateKey === null) throw new Error(`Account ${index} of the dev mnemonic has no private key`);
  return privateKeyToAccount(toHex(privateKey));
}
