import { getPickedWallet } from '../../application/instance/actions/getPickedWallet';
import { type Keyport } from '../../application/instance/Keyport';
import { type RouteEntry } from '../../domain/router/View';
import { t } from './modalMessages';
import { stringData } from './ViewProps';

/**
 * The header's title for `entry` (SPEC §2): a wallet's connecting views are titled with the
 * wallet's name whatever stands in them (waiting, declined, failed, not installed), be the wallet
 * one picked to pair or get (`walletId`) or an installed one, whose route carries the name it was
 * picked by (`walletName`); a send's confirmation is titled as sent; any other view with its own
 * title. Read from the route, so the modal's frame needs no wallet list of its own.
 */
export function viewTitle(keyport: Keyport, entry: RouteEntry): string {
  if (entry.data?.['sent'] === true) return t('title.sent');
  const walletId = stringData(entry.data, 'walletId');
  const picked = walletId === undefined ? undefined : getPickedWallet(keyport, { walletId })?.wallet;
  return picked?.name ?? stringData(entry.data, 'walletName') ?? t(`title.${entry.view}`);
}
