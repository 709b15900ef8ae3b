import { type UserAccounts } from './AccountTypes';
import { type Session } from './Sessions';
import { type WalletUser } from './Users';
import { type WalletServiceParts } from './WalletServiceParts';

/** SPEC §3 "Embedded wallet user", as GET_USER and CONNECT_SOCIAL answer it. */
export interface UserPayload {
  readonly address: string;
  readonly chainId: number;
  readonly accounts: UserAccounts['accounts'];
  readonly email: string | null;
  readonly userName: string | null;
  readonly preferredAccountType: UserAccounts['preferredAccountType'];
  readonly smartAccountDeployed: boolean;
}

export async function userPayload(
  parts: Pick<WalletServiceParts, 'accountTypes'>,
  user: WalletUser,
  session: Session,
): Promise<UserPayload> {
  const accounts = await parts.accountTypes.accountsOf(user.id, user.address, session.chainId);
  return {
    address: accounts.address,
    chainId: session.chainId,
    accounts: accounts.accounts,
    email: user.email ?? null,
    userName: user.userName ?? null,
    preferredAccountType: accounts.preferredAccountType,
    smartAccountDeployed: accounts.smartAccountDeployed,
  };
}
