import { type ComponentType, lazy } from 'react';
import { type AvailableView } from './availableViews';
import { type ViewProps } from './ViewProps';

/*
 * The views load in groups, each its own chunk, the first time one of them is shown (or earlier,
 * when the browser is idle): the modal's frame stays small, and a group brings its icons along.
 */
const loadConnectViews = () =>
  import(/* webpackChunkName: "keyport-views-connect" */ '../views/connect/connectViews');
const loadNetworkViews = () =>
  import(/* webpackChunkName: "keyport-views-networks" */ '../views/networks/networkViews');
const loadAccountViews = () =>
  import(/* webpackChunkName: "keyport-views-account" */ '../views/account/accountViews');
const loadWalletConnectViews = () =>
  import(/* webpackChunkName: "keyport-views-walletconnect" */ '../views/walletconnect/walletConnectViews');

function lazyView<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<ViewProps>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** The component of every available view, by SPEC §2 name. */
export const VIEW_COMPONENTS: Readonly<Record<AvailableView, ComponentType<ViewProps>>> = {
  Connect: lazyView(loadConnectViews, (views) => views.ConnectView),
  AllWallets: lazyView(loadConnectViews, (views) => views.AllWalletsView),
  ConnectingExternal: lazyView(loadConnectViews, (views) => views.ConnectingExternalView),
  ConnectingWalletConnect: lazyView(loadWalletConnectViews, (views) => views.ConnectingWalletConnectView),
  ConnectingWalletConnectBasic: lazyView(
    loadWalletConnectViews,
    (views) => views.ConnectingWalletConnectBasicView,
  ),
  Networks: lazyView(loadNetworkViews, (views) => views.NetworksView),
  UnsupportedChain: lazyView(loadNetworkViews, (views) => views.UnsupportedChainView),
  Account: lazyView(loadAccountViews, (views) => views.AccountView),
};

/** Fetches every view group, so that opening any view later renders at once. */
export async function preloadViews(): Promise<void> {
  await Promise.all([loadConnectViews(), loadNetworkViews(), loadAccountViews(), loadWalletConnectViews()]);
}
