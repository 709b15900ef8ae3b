import {
  getConnectOptions,
  type GetConnectOptionsReturnType,
} from '../../../application/instance/actions/getConnectOptions';
import { watchConnectOptions } from '../../../application/instance/actions/watchConnectOptions';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';

/** What the site set for connecting: whether "All wallets" is offered, and its legal links. */
export function useConnectOptions(consumerName: string): GetConnectOptionsReturnType {
  return useKeyportValue(useKeyport(consumerName), getConnectOptions, watchConnectOptions);
}
