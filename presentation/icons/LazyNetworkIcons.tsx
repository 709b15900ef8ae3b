import { lazy } from 'react';

/*
 * The network marks and the warning sign, loaded apart from what uses them (the host's network
 * button, the Account view's network chip) in the `keyport-network-icons` chunk: a page showing
 * only a connect button does not carry them, and the modal reuses what the button loaded.
 */
export const LazyNetworkIcon = lazy(async () => ({
  default: (await import(/* webpackChunkName: "keyport-network-icons" */ './NetworkIcon')).NetworkIcon,
}));

export const LazyUnsupportedNetworkIcon = lazy(async () => ({
  default: (await import(/* webpackChunkName: "keyport-network-icons" */ './UnsupportedNetworkIcon'))
    .UnsupportedNetworkIcon,
}));
