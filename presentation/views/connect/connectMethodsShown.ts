import { type KeyportLoginOptions } from '../../../application/instance/actions/getLoginOptions';
import { type ConnectMethod } from '../../../domain/options/Features';
import { shownConnectMethods } from '../../../domain/options/shownConnectMethods';

/**
 * The Connect view's sections in SPEC §2 order: email and social where the host switched them on
 * and the instance has an embedded wallet to log in with, the wallet list always; the wallet list
 * first when it shows an installed wallet, unless the host set the order.
 */
export function connectMethodsShown(
  logins: KeyportLoginOptions,
  context: { readonly hasEmbeddedWallet: boolean; readonly hasInstalledWallets: boolean },
): readonly ConnectMethod[] {
  const order = logins.connectMethodsOrder;
  return shownConnectMethods(
    {
      email: logins.email,
      socials: logins.socials,
      ...(order === undefined ? {} : { connectMethodsOrder: order }),
    },
    { hasAuthConnector: context.hasEmbeddedWallet, hasInjectedOrAnnounced: context.hasInstalledWallets },
  );
}
