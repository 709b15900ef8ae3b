import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react';
import { loadQrDrawing } from '../views/shared/qr/loadQrDrawing';
import { type AvailableView } from './availableViews';
import { loadedEmbeddedViews, loadEmbeddedViews } from './embeddedViewGroup';
import {
  loadedViewGroup,
  loadViewGroup,
  type ViewGroup,
  type ViewGroupModule,
  VIEW_GROUPS,
} from './viewGroups';
import { type ViewProps } from './ViewProps';

/** The views whose last load failed, each with how to start a new one. */
const failedLoads = new Set<() => void>();

/**
 * A view of a lazily loaded module. Once the module is here the view renders at once, in the same
 * frame; before, it loads on first render (the Suspense boundary around the view shows a spinner).
 * Not `React.lazy` alone: a lazy component suspends on its first render even when its code is
 * already loaded, and React then holds the revealed view back until 300 ms after the spinner
 * showed. React keeps a failed load's error for good (and asks a lazy component again while it
 * retries a render), so a failed load is renewed only once its failure has been shown: see
 * `retryFailedViewLoads`.
 */
function lazyFrom<M>(
  load: () => Promise<M>,
  loadedNow: () => M | undefined,
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
    const module = loadedNow();
    return createElement(module === undefined ? current : pick(module), props);
  };
}

/** A view of `group`, one of the entry's groups. */
function lazyView<G extends ViewGroup>(
  group: G,
  pick: (module: ViewGroupModule<G>) => ComponentType<ViewProps>,
): ComponentType<ViewProps> {
  return lazyFrom(
    () => loadViewGroup(group),
    () => loadedViewGroup(group),
    pick,
  );
}

type EmbeddedViews = Awaited<ReturnType<typeof loadEmbeddedViews>>;

/**
 * A view of the embedded wallet, in a group of its own (`embeddedViewGroup.ts`). Where the instance
 * has no embedded wallet the modal shows the "not available" note instead, and this code is never
 * fetched (`ModalDialog`).
 */
function embeddedView(pick: (module: EmbeddedViews) => ComponentType<ViewProps>): ComponentType<ViewProps> {
  return lazyFrom(loadEmbeddedViews, loadedEmbeddedViews, pick);
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
  Connect: lazyView('connect', (views) => views.ConnectView),
  AllWallets: lazyView('connect', (views) => views.AllWalletsView),
  ConnectingExternal: lazyView('connect', (views) => views.ConnectingExternalView),
  ConnectingWalletConnect: lazyView('walletConnect', (views) => views.ConnectingWalletConnectView),
  ConnectingWalletConnectBasic: lazyView('walletConnect', (views) => views.ConnectingWalletConnectBasicView),
  Networks: lazyView('networks', (views) => views.NetworksView),
  UnsupportedChain: lazyView('networks', (views) => views.UnsupportedChainView),
  Account: lazyView('account', (views) => views.AccountView),
  Swap: lazyView('swap', (views) => views.SwapView),
  SwapPreview: lazyView('swap', (views) => views.SwapPreviewView),
  WalletReceive: lazyView('receive', (views) => views.WalletReceiveView),
  OnRampProviders: lazyView('onramp', (views) => views.OnRampProvidersView),
  WalletSend: lazyView('send', (views) => views.WalletSendView),
  WalletSendPreview: lazyView('send', (views) => views.WalletSendPreviewView),
  EmailVerifyOtp: embeddedView((views) => views.EmailVerifyOtpView),
  EmailVerifyDevice: embeddedView((views) => views.EmailVerifyDeviceView),
  UpdateEmailWallet: embeddedView((views) => views.UpdateEmailWalletView),
  UpdateEmailPrimaryOtp: embeddedView((views) => views.UpdateEmailPrimaryOtpView),
  UpdateEmailSecondaryOtp: embeddedView((views) => views.UpdateEmailSecondaryOtpView),
  ConnectingSocial: embeddedView((views) => views.ConnectingSocialView),
  ConnectingFarcaster: embeddedView((views) => views.ConnectingFarcasterView),
  ApproveTransaction: embeddedView((views) => views.ApproveTransactionView),
};

/** Every view group and the QR code's drawing: what opening any view later needs. */
const PRELOADS: readonly (() => Promise<unknown>)[] = [
  ...VIEW_GROUPS.map((group) => () => loadViewGroup(group)),
  loadQrDrawing,
];

/** How long to wait for an idle moment where the browser cannot tell one. */
const IDLE_FALLBACK_MS = 1_000;

/** Calls `callback` in the browser's next idle moment; returns how to call it off. */
function whenIdle(callback: () => void): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(callback);
    return () => cancelIdleCallback?.(idle);
  }
  const timer = window.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Once the modal shows its first view, the other view groups are fetched one by one, each in an
 * idle moment of its own, so that the visitor's next steps render at once without competing with
 * the first view for the network and the main thread, and no one task runs every chunk's code. A
 * group that fails to load here is fetched again when its view is first shown. Returns how to
 * call it off (the modal left the page before they were all here).
 */
export function preloadViewsWhenIdle(): () => void {
  let stopped = false;
  let cancel = (): void => undefined;
  const preload = (index: number): void => {
    const load = PRELOADS[index];
    if (stopped || load === undefined) return;
    cancel = whenIdle(() => {
      const next = (): void => preload(index + 1);
      load().then(next, next);
    });
  };
  preload(0);
  return () => {
    stopped = true;
    cancel();
  };
}
