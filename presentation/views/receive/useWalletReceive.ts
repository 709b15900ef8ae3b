import { getAccountDetails } from '../../../application/instance/actions/getAccountDetails';
import { watchAccountDetails } from '../../../application/instance/actions/watchAccountDetails';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';
import { copyWithSnackbar } from '../shared/copyWithSnackbar';
import { snackbarMessenger } from '../shared/snackbarMessenger';
import { t } from './receiveMessages';

/** What the WalletReceive view shows: an address to be paid at, or none while nobody is connected. */
export type WalletReceive =
  | { readonly connected: false }
  | {
      readonly connected: true;
      readonly address: string;
      /** The active network, whose mark the QR code may carry. */
      readonly network: CaipNetwork | undefined;
      /** The site's networks of the namespace: the address is the same on each. */
      readonly networks: readonly CaipNetwork[];
      /** The connected wallet's image, the QR code's centre. */
      readonly walletImageUrl: string | undefined;
      /** "Copy address", with the Account view's confirmation. */
      readonly copyAddress: () => Promise<void>;
    };

/** The connected address as the WalletReceive view shows it, following the account and network. */
export function useWalletReceive(): WalletReceive {
  const keyport = useKeyport('WalletReceiveView');
  const { namespace, address, network, networks, walletImageUrl } = useKeyportValue(
    keyport,
    getAccountDetails,
    watchAccountDetails,
  );
  if (namespace === undefined || address === undefined) return { connected: false };
  return {
    connected: true,
    address,
    network,
    networks,
    walletImageUrl,
    copyAddress: () =>
      copyWithSnackbar(snackbarMessenger(keyport), address, {
        copied: t('account.copied'),
        failed: t('account.copyFailed'),
      }),
  };
}
