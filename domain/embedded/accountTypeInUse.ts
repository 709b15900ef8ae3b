import { type AccountType } from '../account/AccountType';
import { AccountTypeCodec } from '../account/AccountTypeCodec';
import { type EmbeddedWalletUser } from './EmbeddedWalletUser';

/**
 * SPEC §6: which of the user's accounts the site is using: the type the wallet service says is
 * preferred, else the type of the account at the user's address, else a plain account (`eoa`),
 * which every user has.
 */
export function accountTypeInUse(user: EmbeddedWalletUser): AccountType {
  if (AccountTypeCodec.is(user.preferredAccountType)) return user.preferredAccountType;
  const current = user.accounts.find(
    (account) => account.address.toLowerCase() === user.address.toLowerCase(),
  );
  return current?.type ?? 'eoa';
}

/** The address of the user's account of `type`, if they have one. */
export function addressOfType(user: EmbeddedWalletUser, type: AccountType): string | undefined {
  return user.accounts.find((account) => account.type === type)?.address;
}
