import { inject, injectable, type interfaces } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { KeyportContainer } from '../features/KeyportFeature';
import { type DisconnectResult, type DisconnectService } from './DisconnectService';

/** Disconnecting's code arrives with the first disconnect: no page needs it before the first click. */
const loadDisconnect = () => import(/* webpackChunkName: "keyport-disconnect" */ './disconnectUseCase');

/**
 * The way to `DisconnectService` for the instance, the host API and the wallet's own disconnect:
 * its code is loaded into the instance the first time a wallet is disconnected (a chunk of its own
 * in a page), so what a page loads before the first click does not carry it. Should the code fail
 * to load, that disconnect rejects and the next one asks for it again.
 */
@injectable()
export class Disconnector {
  private service: Promise<DisconnectService> | undefined;

  constructor(@inject(KeyportContainer) private readonly container: interfaces.Container) {}

  async disconnect(namespace?: ChainNamespace): Promise<DisconnectResult> {
    this.service ??= loadDisconnect().then(
      ({ DisconnectService, disconnectModule }) => {
        if (!this.container.isBound(DisconnectService)) this.container.load(disconnectModule);
        return this.container.get(DisconnectService);
      },
      (error: unknown) => {
        this.service = undefined;
        throw error;
      },
    );
    return (await this.service).disconnect(namespace);
  }
}
