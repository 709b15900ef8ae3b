import { useState } from 'react';
import { disconnect } from '../../../application/instance/actions/disconnect';
import {
  getAccountDetails,
  type WalletFeature,
} from '../../../application/instance/actions/getAccountDetails';
import { navigate } from '../../../application/instance/actions/navigate';
import { watchAccountDetails } from '../../../application/instance/actions/watchAccountDetails';
import { shortenAddress } from '../../../domain/address/shortenAddress';
import { displayed } from '../../../domain/format/displayed';
import { formatBalance } from '../../../domain/format/formatBalance';
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
      /** SPEC §2: the wallet features offered on the active network, in order. */
      readonly walletFeatures: readonly WalletFeature[];
      readonly disconnecting: boolean;
      readonly copyAddress: () => Promise<void>;
      readonly openFeature: (feature: WalletFeature) => void;
      /** Disconnects every namespace, then closes the modal. */
      readonly disconnect: () => Promise<void>;
    };

/** Who is connected, what they hold of the network's currency, and what they can do from here. */
export function useAccountView(): AccountViewModel {
  const keyport = useKeyport('AccountView');
  const details = useKeyportValue(keyport, getAccountDetails, watchAccountDetails);
  const [disconnecting, setDisconnecting] = useState(false);
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
    walletFeatures: details.walletFeatures,
    disconnecting,
    copyAddress: () =>
      copyWithSnackbar(snackbarMessenger(keyport), address, {
        copied: t('account.copied'),
        failed: t('account.copyFailed'),
      }),
    openFeature: (feature) => navigate(keyport, { to: { view: walletFeatureView(feature) } }),
    disconnect: async () => {
      if (disconnecting) return;
      setDisconnecting(true);
      try {
        await disconnect(keyport);
        await keyport.close();
      } finally {
        setDisconnecting(false);
      }
    },
  };
}
