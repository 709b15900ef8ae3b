import { type ConnectionEnd, connectionEndOf } from '../../../../domain/connection/ConnectionEnd';
import { type RedirectSocialProvider } from '../../../../domain/social/SocialProvider';
import { type EmbeddedLoginLoader } from '../../embedded/EmbeddedLoginContext';
import { closedByVisitor, openSocialWindow } from '../../../composition/openSocialWindow';

/**
 * Where a social login stands (SPEC §4 social login): its window is open and the login waits on
 * it, the browser blocked the window, the visitor closed it, the login failed (and why), or the
 * visitor is logged in.
 */
export type SocialLoginStatus =
  | { readonly status: 'waiting' }
  | { readonly status: 'blocked' }
  | { readonly status: 'closed' }
  | { readonly status: 'failed'; readonly end: ConnectionEnd }
  | { readonly status: 'connected' };

export type SocialLogin = { readonly provider: RedirectSocialProvider } & SocialLoginStatus;

/** The latest social login of each instance's embedded wallet: a newer one replaces the older. */
const latest = new WeakMap<EmbeddedLoginLoader, SocialLogin>();
const listeners = new Set<() => void>();

function record(load: EmbeddedLoginLoader, login: SocialLogin): void {
  latest.set(load, login);
  for (const listener of listeners) listener();
}

/**
 * Starts a social login at the visitor's click: the window opens now (so no pop-up blocker stops
 * it), then the embedded wallet is loaded and points it at the provider. The login is started
 * from the Connect view and followed by the ConnectingSocial view, which can start it again.
 */
export function startSocialLogin(load: EmbeddedLoginLoader, provider: RedirectSocialProvider): void {
  const popup = openSocialWindow();
  if (popup === undefined) {
    record(load, { provider, status: 'blocked' });
    return;
  }
  const waiting: SocialLogin = { provider, status: 'waiting' };
  record(load, waiting);
  // A later attempt has replaced this one: its end is no longer the visitor's concern.
  const settle = (login: SocialLogin): void => {
    if (latest.get(load) === waiting) record(load, login);
  };
  load()
    .then((embedded) => embedded.connectSocial(provider, popup))
    .then(
      () => settle({ provider, status: 'connected' }),
      (error: unknown) =>
        settle(
          closedByVisitor(popup)
            ? { provider, status: 'closed' }
            : { provider, status: 'failed', end: connectionEndOf(error) },
        ),
    );
}

/** The latest social login of an embedded wallet; undefined before any. */
export function socialLoginOf(load: EmbeddedLoginLoader): SocialLogin | undefined {
  return latest.get(load);
}

/** Calls `listener` whenever a social login starts or ends; returns how to stop. */
export function watchSocialLogins(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
