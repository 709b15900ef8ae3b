import { type WalletChoice } from '../../../application/instance/actions/chooseWallet';
import { type RouteEntry } from '../../../domain/router/View';

/**
 * The view a picked wallet leads to (REFERENCE §7): an installed wallet's connecting view (with
 * the name the visitor picked it by, its title), its WalletConnect pairing, or where to get it.
 */
export function walletRoute(choice: WalletChoice, walletName: string): RouteEntry {
  switch (choice.via) {
    case 'browser':
      return {
        view: 'ConnectingExternal',
        data: { connectorId: choice.connectorId, namespace: choice.namespace, walletName },
      };
    case 'walletConnect':
      return choice.walletId === undefined
        ? { view: 'ConnectingWalletConnect' }
        : { view: 'ConnectingWalletConnect', data: { walletId: choice.walletId } };
    case 'notInstalled':
      return { view: 'ConnectingExternal', data: { walletId: choice.walletId, notInstalled: true } };
  }
}
