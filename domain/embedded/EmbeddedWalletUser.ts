import * as t from 'io-ts';
import { AccountTypeCodec } from '../account/AccountTypeCodec';

/** SPEC §3: the embedded wallet names chains by number (eip155) or by string (other namespaces). */
export const EmbeddedChainIdCodec = t.union([t.string, t.number], 'EmbeddedChainId');

export type EmbeddedChainId = t.TypeOf<typeof EmbeddedChainIdCodec>;

/** One account of the embedded wallet user; a user may hold an eoa and a smart account. */
export const EmbeddedAccountCodec = t.type({ address: t.string, type: AccountTypeCodec }, 'EmbeddedAccount');

export type EmbeddedAccount = t.TypeOf<typeof EmbeddedAccountCodec>;

const nullableString = t.union([t.string, t.null]);

/** The fields every answer about the signed-in user has. */
export const EmbeddedUserIdentityCodec = t.type({ address: t.string, chainId: EmbeddedChainIdCodec });

/**
 * The fields the wallet service may leave out: social logins may have no email or user name,
 * and smart-account fields exist only where smart accounts are enabled.
 */
export const EmbeddedUserDetailsCodec = t.partial({
  email: nullableString,
  userName: nullableString,
  smartAccountDeployed: t.boolean,
  preferredAccountType: t.string,
});

/** SPEC §3 "Embedded wallet user": who is signed in to the embedded wallet, as the frame reports it. */
export const EmbeddedWalletUserCodec = t.intersection(
  [
    EmbeddedUserIdentityCodec,
    t.type({ accounts: t.readonlyArray(EmbeddedAccountCodec) }),
    EmbeddedUserDetailsCodec,
  ],
  'EmbeddedWalletUser',
);

export type EmbeddedWalletUser = t.TypeOf<typeof EmbeddedWalletUserCodec>;
