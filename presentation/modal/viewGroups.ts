import { type EmbeddedWalletView } from '../../domain/router/EmbeddedWalletViews';
import { type ViewName } from '../../domain/router/View';
import { type AvailableView } from './availableViews';

/*
 * The views load in groups, each its own chunk, the first time one of them is shown: the modal's
 * frame stays small, and a group brings its icons along. The loaders live in the page's entry (a
 * few hundred bytes), so that opening the modal fetches its frame and the first view's group side
 * by side instead of one after the other.
 */
const VIEW_GROUP_LOADERS = {
  connect: () => import(/* webpackChunkName: "keyport-views-connect" */ '../views/connect/connectViews'),
  networks: () => import(/* webpackChunkName: "keyport-views-networks" */ '../views/networks/networkViews'),
  account: () => import(/* webpackChunkName: "keyport-views-account" */ '../views/account/accountViews'),
  walletConnect: () =>
    import(/* webpackChunkName: "keyport-views-walletconnect" */ '../views/walletconnect/walletConnectViews'),
  swap: () => import(/* webpackChunkName: "keyport-views-swap" */ '../views/swap/swapViews'),
  receive: () => import(/* webpackChunkName: "keyport-views-receive" */ '../views/receive/receiveViews'),
  send: () => import(/* webpackChunkName: "keyport-views-send" */ '../views/send/sendViews'),
  onramp: () => import(/* webpackChunkName: "keyport-views-onramp" */ '../views/onramp/onrampViews'),
};

export type ViewGroup = keyof typeof VIEW_GROUP_LOADERS;

/** What a group's chunk exports: its views. */
export type ViewGroupModule<G extends ViewGroup> = Awaited<ReturnType<(typeof VIEW_GROUP_LOADERS)[G]>>;

export const VIEW_GROUPS = Object.keys(VIEW_GROUP_LOADERS) as ViewGroup[];

/** The group each available view is in; the embedded wallet's have theirs (`embeddedViewGroup.ts`). */
export const VIEW_GROUP_OF: Readonly<Record<Exclude<AvailableView, EmbeddedWalletView>, ViewGroup>> = {
  Connect: 'connect',
  AllWallets: 'connect',
  ConnectingExternal: 'connect',
  ConnectingWalletConnect: 'walletConnect',
  ConnectingWalletConnectBasic: 'walletConnect',
  Networks: 'networks',
  UnsupportedChain: 'networks',
  Account: 'account',
  Swap: 'swap',
  SwapPreview: 'swap',
  WalletReceive: 'receive',
  OnRampProviders: 'onramp',
  WalletSend: 'send',
  WalletSendPreview: 'send',
};

const loading = new Map<ViewGroup, Promise<unknown>>();
const loaded = new Map<ViewGroup, unknown>();

/**
 * Fetches a group's chunk, once for every instance on the page. A failed fetch (the network
 * dropped) is forgotten, so the next call asks anew.
 */
export function loadViewGroup<G extends ViewGroup>(group: G): Promise<ViewGroupModule<G>> {
  let load = loading.get(group) as Promise<ViewGroupModule<G>> | undefined;
  if (load === undefined) {
    load = (VIEW_GROUP_LOADERS[group]() as Promise<ViewGroupModule<G>>).then(
      (module) => {
        loaded.set(group, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(group);
        throw error;
      },
    );
    loading.set(group, load);
  }
  return load;
}

/** A group's views once its chunk is here, so they render at once; undefined before. */
export function loadedViewGroup<G extends ViewGroup>(group: G): ViewGroupModule<G> | undefined {
  return loaded.get(group) as ViewGroupModule<G> | undefined;
}

/**
 * Fetches the group of `view`: nothing for a view this modal does not show, nor for the embedded
 * wallet's, which the modal's frame fetches itself once it is here (`embeddedViewGroup.ts`).
 */
export function loadGroupOfView(view: ViewName): Promise<unknown> {
  const group: ViewGroup | undefined = VIEW_GROUP_OF[view as keyof typeof VIEW_GROUP_OF];
  return group === undefined ? Promise.resolve() : loadViewGroup(group);
}
