import { getConnectors } from '../../application/instance/actions/getConnectors';
import { getPickedWallet } from '../../application/instance/actions/getPickedWallet';
import { watchConnectors } from '../../application/instance/actions/watchConnectors';
import { type Keyport } from '../../application/instance/Keyport';
import { type RouteEntry } from '../../domain/router/View';
import { useKeyportValue } from '../react/useKeyportValue';
import { t } from './modalMessages';
import { stringData } from './ViewProps';

/**
 * The header's title for `entry` (SPEC §2): a wallet's connecting views are titled with the
 * wallet's name whatever stands in them (waiting, declined, failed, not installed), be the wallet
 * one picked in a list (`walletId`) or an installed one asked directly (`connectorId`); a send's
 * confirmation is titled as sent; any other view with its own title.
 */
export function useViewTitle(keyport: Keyport, entry: RouteEntry): string {
  const connectors = useKeyportValue(keyport, getConnectors, watchConnectors);
  if (entry.data?.['sent'] === true) return t('title.sent');
  const walletId = stringData(entry.data, 'walletId');
  const picked = walletId === undefined ? undefined : getPickedWallet(keyport, { walletId })?.wallet;
  if (picked !== undefined) return picked.name;
  const connectorId = stringData(entry.data, 'connectorId');
  const namespace = stringData(entry.data, 'namespace');
  const connector = connectors.find(
    (candidate) =>
      candidate.id === connectorId && (namespace === undefined || candidate.namespace === namespace),
  );
  return connector?.name ?? t(`title.${entry.view}`);
}
