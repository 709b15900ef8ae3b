import { useCallback, useEffect, useState } from 'react';
import { type EmbeddedLogin } from '../../../application/instance/embeddedLoginTypes';
import { type ConnectionEnd, connectionEndOf } from '../../../domain/connection/ConnectionEnd';

/** Where a Farcaster login stands: its address being asked for, waiting for the visitor, or ended. */
export type FarcasterLogin =
  | { readonly status: 'preparing' }
  | { readonly status: 'waiting'; readonly uri: string }
  | { readonly status: 'connected'; readonly uri: string }
  | { readonly status: 'ended'; readonly end: ConnectionEnd };

/**
 * SPEC §4 "Farcaster: get uri, then connect": the address to show (GET_FARCASTER_URI), then the
 * wait for the visitor's approval in Farcaster (CONNECT_FARCASTER). A refusal or failure ends it,
 * and Try again starts over with a new address. Leaving the view stops following it.
 */
export function useFarcasterLogin(login: EmbeddedLogin) {
  const [state, setState] = useState<FarcasterLogin>({ status: 'preparing' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let shown = true;
    const set = (next: FarcasterLogin): void => {
      if (shown) setState(next);
    };
    login
      .farcasterUri()
      .then(async (uri) => {
        set({ status: 'waiting', uri });
        await login.connectFarcaster();
        set({ status: 'connected', uri });
      })
      .catch((error: unknown) => set({ status: 'ended', end: connectionEndOf(error) }));
    return () => {
      shown = false;
    };
  }, [login, round]);

  const retry = useCallback(() => {
    setState({ status: 'preparing' });
    setRound((count) => count + 1);
  }, []);

  return { state, retry };
}
