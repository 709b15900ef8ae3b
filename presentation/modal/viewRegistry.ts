import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react';
import { loadQrDrawing } from '../views/shared/qr/loadQrDrawing';
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
const loadSwapViews = () => import(/* webpackChunkName: "keyport-views-swap" */ '../views/swap/swapViews');
const loadReceiveViews = () =>
  import(/* webpackChunkName: "keyport-views-receive" */ '../views/receive/receiveViews');
const loadSendViews = () => import(/* webpackChunkName: "keyport-views-send" */ '../views/send/sendViews');
const loadOnrampViews = () =>
  import(/* webpackChunkName: "keyport-views-onramp" */ '../views/onramp/onrampViews');

/** The views whose last load failed, each with how to start a new one. */
const failedLoads = new Set<() => void>();

/**
 * A view whose code loads on first render. React keeps a failed load's error for good (and asks
 * a lazy component again while it retries a render), so a failed load is renewed only once its
 * failure has been shown: see `retryFailedViewLoads`.
 */
function lazyView<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<ViewProps>,
): ComponentType<ViewProps> {
  const renew = (): void => {
    current = attempt();
  };
  const attempt = (): LazyExoticComponent<ComponentType<ViewProps>> =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failedLoads.add(renew);
          throw error;
        },
      ),
    );
  let current = attempt();
  return function LazyView(props: ViewProps) {
    return createElement(current, props);
  };
}

/**
 * After a view failed to load (the network dropped) and the failure is on screen: the next time
 * such a view renders (after Back, another view, a new open), its code is fetched again.
 */
export function retryFailedViewLoads(): void {
  for (const renew of failedLoads) renew();
  failedLoads.clear();
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
  Swap: lazyView(loadSwapViews, (views) => views.SwapView),
  SwapPreview: lazyView(loadSwapViews, (views) => views.SwapPreviewView),
  WalletReceive: lazyView(loadReceiveViews, (views) => views.WalletReceiveView),
  OnRampProviders: lazyView(loadOnrampViews, (views) => views.OnRampProvidersView),
  WalletSend: lazyView(loadSendViews, (views) => views.WalletSendView),
  WalletSendPreview: lazyView(loadSendViews, (views) => views.WalletSendPreviewView),
};

/** Fetches every view group and the QR code's drawing, so that opening any view later renders at once. */
export async function preloadViews(): Promise<void> {
  await Promise.all([
    loadConnectViews(),
    loadNetworkViews(),
    loadAccountViews(),
    loadWalletConnectViews(),
    loadReceiveViews(),
    loadSwapViews(),
    loadOnrampViews(),
    loadSendViews(),
    loadQrDrawing(),
  ]);
}
