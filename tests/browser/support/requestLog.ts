import { type Page } from 'playwright-core';
import { type DemoStack } from '../../../demo/server/startDemoStack';

/** Every address a page reached for, in order: requests (its frames' too), WebSockets, frames. */
export interface RequestLog {
  /** The URLs asked for since the log started or was last cleared. */
  readonly urls: readonly string[];
  /** The origins of those URLs, each once. */
  origins(): string[];
  clear(): void;
}

/**
 * Records everything `page` asks the network for. A request that fails before Chromium reports it
 * (a frame whose host does not resolve, offline) still shows as a failed request or as the frame's
 * navigation, so each of those is recorded as well.
 */
export function recordRequests(page: Page): RequestLog {
  const urls: string[] = [];
  const note = (url: string): void => {
    if (url !== '' && url !== 'about:blank') urls.push(url);
  };
  page.on('request', (request) => note(request.url()));
  page.on('requestfailed', (request) => note(request.url()));
  page.on('websocket', (socket) => note(socket.url()));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) note(frame.url());
  });
  return {
    urls,
    origins: () => [...new Set(urls.map((url) => new URL(url).origin))],
    clear: () => urls.splice(0),
  };
}

/**
 * The origins the demo site configured Keyport with (README "The demo"): its own, the blockchain
 * API (which also takes the analytics events), the wallet explorer, the WalletConnect relay and
 * Verify service, and the dev chains' RPC nodes.
 */
export function configuredOrigins(stack: DemoStack): string[] {
  const { devstack } = stack;
  return [
    stack.demoUrl,
    devstack.blockchainApiUrl,
    devstack.explorerUrl,
    devstack.relayUrl,
    devstack.verifyUrl,
    ...devstack.chains.map((chain) => chain.rpcUrl),
  ].map((url) => new URL(url).origin);
}
