import { type Keyport } from '../../../../presentation/index';

/** The second instance's project: the devstack lets it through beside the demo's own. */
export const SECOND_PROJECT_ID = 'keyport-second-project';

/** The second test wallet announced on the page, beside the usual one. */
export const SECOND_WALLET_RDNS = 'dev.keyport.testwallet.second';

/** `window.severalInstances`: the page's two instances and their wallets' addresses. */
export interface SeveralInstancesGlobal {
  /** The page's default instance (createAppKit): its buttons sit outside any provider. */
  readonly shop: Keyport;
  /** A named instance (createKeyport, `bank`) in a KeyportProvider. */
  readonly bank: Keyport;
  readonly shopWalletAddress: string;
  readonly bankWalletAddress: string;
}

declare global {
  interface Window {
    severalInstances?: SeveralInstancesGlobal;
  }
}
