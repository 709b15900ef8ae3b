import { injectable } from 'inversify';
import { formatUsd } from '../../domain/format/formatUsd';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { Store } from '../state/Store';
import { type ActivityRow, type NftRow, type TokenRow } from './AccountViewRows';

/**
 * What the Account view's tabs show for the connected account of the active namespace, ready to
 * render. The open tab itself is the account's `currentTab` (AccountStore, SPEC §3).
 */
export interface AccountViewState {
  /** The account and network the rows belong to; `undefined` when no account is connected. */
  readonly address: string | undefined;
  readonly caipNetworkId: CaipNetworkId | undefined;
  readonly tokens: readonly TokenRow[];
  /** The USD worth of every token listed, e.g. `$1,234.50`. */
  readonly totalUsd: string;
  readonly tokensLoading: boolean;
  readonly activity: readonly ActivityRow[];
  /** SPEC §4: the cursor of the next history page; `null` on the last page (and after an error). */
  readonly next: string | null;
  readonly activityLoading: boolean;
  readonly nfts: readonly NftRow[];
  readonly nftsLoading: boolean;
}

export const INITIAL_ACCOUNT_VIEW_STATE: AccountViewState = {
  address: undefined,
  caipNetworkId: undefined,
  tokens: [],
  totalUsd: formatUsd(0),
  tokensLoading: false,
  activity: [],
  next: null,
  activityLoading: false,
  nfts: [],
  nftsLoading: false,
};

@injectable()
export class AccountViewStore extends Store<AccountViewState> {
  constructor() {
    super(INITIAL_ACCOUNT_VIEW_STATE);
  }
}
