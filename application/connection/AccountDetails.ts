import { inject, injectable, type interfaces } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type IdentityService } from '../account-data/IdentityService';
import { KeyportContainer } from '../features/KeyportFeature';
import { type AccountDetailsLoader } from './AccountDetailsLoader';

/** The details' code arrives with the first account: no page needs it before a wallet connects. */
const loadAccountDetails = () =>
  import(/* webpackChunkName: "keyport-account-details" */ './accountDetailsUseCase');

interface Loaded {
  readonly loader: AccountDetailsLoader;
  readonly identities: IdentityService;
}

/**
 * The way to the account's details (native balance, name and avatar) for the connection, the
 * wallet's events and the account's refresh: `AccountDetailsLoader` and the identity lookup are
 * loaded into the instance the first time an account needs them (a chunk of their own in a page),
 * so what a page loads before the first click does not carry them. Every call is asynchronous
 * already. Should the code fail to load, that call rejects and the next one asks for it again.
 */
@injectable()
export class AccountDetails {
  private loaded: Promise<Loaded> | undefined;

  constructor(@inject(KeyportContainer) private readonly container: interfaces.Container) {}

  async load(namespace: ChainNamespace, address: string, network: CaipNetwork): Promise<void> {
    return (await this.parts()).loader.load(namespace, address, network);
  }

  async loadBalance(namespace: ChainNamespace, address: string, network: CaipNetwork): Promise<void> {
    return (await this.parts()).loader.loadBalance(namespace, address, network);
  }

  async reloadBalance(namespace: ChainNamespace, address: string, network: CaipNetwork): Promise<void> {
    return (await this.parts()).loader.reloadBalance(namespace, address, network);
  }

  /** The identity lookup (SPEC §9 cache), for the `getIdentity` action. */
  async identities(): Promise<IdentityService> {
    return (await this.parts()).identities;
  }

  private parts(): Promise<Loaded> {
    this.loaded ??= loadAccountDetails().then(
      ({ AccountDetailsLoader, IdentityService, accountDetailsModule }) => {
        if (!this.container.isBound(AccountDetailsLoader)) this.container.load(accountDetailsModule);
        return {
          loader: this.container.get(AccountDetailsLoader),
          identities: this.container.get(IdentityService),
        };
      },
      (error: unknown) => {
        this.loaded = undefined;
        throw error;
      },
    );
    return this.loaded;
  }
}
