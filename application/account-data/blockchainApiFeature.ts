import { ContainerModule } from 'inversify';
import { type KeyportFeature } from '../features/KeyportFeature';
import { BlockchainApiService } from './BlockchainApiService';

/**
 * The blockchain API's balances, history, names, swap and buy answers: required by the features
 * of the views that show them (the Account view's tabs, and through them send, swap and buy), so
 * this code loads with those views rather than before the first click.
 */
export const blockchainApiFeature: KeyportFeature = {
  name: 'blockchain-api',
  module: new ContainerModule((bind) => {
    bind(BlockchainApiService).toSelf().inSingletonScope();
  }),
};
