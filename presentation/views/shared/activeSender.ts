import { getAccount } from '../../../application/instance/actions/getAccount';
import { getNetwork } from '../../../application/instance/actions/getNetwork';
import { watchAccount } from '../../../application/instance/actions/watchAccount';
import { watchNetwork } from '../../../application/instance/actions/watchNetwork';
import { type Keyport } from '../../../application/instance/Keyport';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';

/** The connected account of the active namespace, on the active network: who sends or swaps. */
export interface ActiveSender {
  readonly address: string;
  readonly network: CaipNetwork;
}

export function activeSender(keyport: Keyport): ActiveSender | undefined {
  const account = getAccount(keyport);
  const network = getNetwork(keyport).caipNetwork;
  if (account?.isConnected !== true || !account.address || network === undefined) return undefined;
  return { address: account.address, network };
}

/** The sender as one text: a form filled for one key starts over under another. */
export function senderKey(sender: ActiveSender | undefined): string {
  return sender === undefined ? '' : `${sender.network.caipNetworkId}|${sender.address}`;
}

/** Calls `onChange` whenever the account or the network changes; returns the function that stops. */
export function watchSender(keyport: Keyport, onChange: () => void): () => void {
  const unwatchAccount = watchAccount(keyport, { onChange });
  const unwatchNetwork = watchNetwork(keyport, { onChange });
  return () => {
    unwatchAccount();
    unwatchNetwork();
  };
}
