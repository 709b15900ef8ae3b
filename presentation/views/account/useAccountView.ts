import { getAccount } from '../../../application/instance/actions/getAccount';
import {
  getAccountDetails,
  type WalletFeature,
} from '../../../application/instance/actions/getAccountDetails';
import { getNetwork } from '../../../application/instance/actions/getNetwork';
import { navigate } from '../../../application/instance/actions/navigate';
import { watchAccount } from '../../../application/instance/actions/watchAccount';
import { watchAccountDetails } from '../../../application/instance/actions/watchAccountDetails';
import { watchNetwork } from '../../../application/instance/actions/watchNetwork';
import { shortenAddress } from '../../../domain/address/shortenAddress';
import { displayed } from '../../../domain/format/displayed';
import { formatBalance } from '../../../domain/format/formatBalance';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';
import { copyWithSnackbar } from '../shared/copyWithSnackbar';
import { snackbarMessenger } from '../shared/snackbarMessenger';
import { t } from './accountMessages';
import { walletFeatureView } from './walletFeatureViews';

/** The Account view's header and actions, or nothing to show while no wallet is connected. */
export type AccountViewModel =
  | { readonly connected: false }
  | {
      readonly connected: true;
      readonly address: string;
      /** The profile name, else the shortened address. */
      readonly title: string;
      readonly profileImage: string | undefined;
      /** "1.234 ETH" (SPEC §9 floor to 3 decimals); `undefined` until the balance is known. */
      readonly balance: string | undefined;
      readonly explorerUrl: string | undefined;
      /** The active network. */
      readonly network: CaipNetwork | undefined;
      /** The wallet is on a network the site does not support (SPEC §4). */
      readonly networkUnsupported: boolean;
      /** The Networks view has somewhere else to go: more than one network, or an unsupported one to leave. */
      readonly canSwitchNetwork: boolean;
      /** The account is an embedded-wallet login (email or social): it signs out rather than disconnects. */
      readonly embeddedLogin: boolean;
      /** SPEC §2: the wallet features offered on the active network, in order. */
      readonly walletFeatures: readonly WalletFeature[];
      readonly copyAddress: () => Promise<void>;
      readonly openFeature: (feature: WalletFeature) => void;
      /** Opens the Networks view; choosing a network there comes back here. */
      readonly openNetworks: () => void;
    };

/** Who is connected, what they hold of the network's currency, and what they can do from here. */
export function useAccountView(): AccountViewModel {
  const keyport = useKeyport('AccountView');
  const details = useKeyportValue(keyport, getAccountDetails, watchAccountDetails);
  const { networks, unsupported } = useKeyportValue(keyport, getNetwork, watchNetwork);
  const embeddedLogin = useKeyportValue(keyport, getAccount, watchAccount)?.embeddedWalletInfo !== undefined;
  const { address } = details;
  if (details.namespace === undefined || address === undefined) return { connected: false };

  return {
    connected: true,
    address,
    title: details.profileName ?? shortenAddress(address),
    profileImage: details.profileImage,
    balance:
      details.balance !== undefined && details.balanceSymbol !== undefined
        ? t('account.balance', {
            amount: displayed(details.balance, formatBalance),
            symbol: details.balanceSymbol,
          })
        : undefined,
    explorerUrl: details.explorerUrl,
    network: details.network,
    networkUnsupported: unsupported,
    canSwitchNetwork: unsupported || networks.length > 1,
    embeddedLogin,
    walletFeatures: details.walletFeatures,
    copyAddress: () =>
      copyWithSnackbar(snackbarMessenger(keyport), address, {
        copied: t('account.copied'),
        failed: t('account.copyFailed'),
      }),
    openFeature: (feature) => navigate(keyport, { to: { view: walletFeatureView(feature) } }),
    openNetworks: () => navigate(keyport, { to: { view: 'Networks' } }),
  };
}
