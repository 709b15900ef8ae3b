import { inject, injectable } from 'inversify';
import { type CaipNetwork, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { classifyReceiver } from '../../domain/send/receiverInput';
import {
  InvalidAddressError,
  ReceiverNameWithoutAddressError,
  SendAmountAndReceiverRequiredError,
} from '../../domain/send/SendErrors';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainStore } from '../chain/ChainStore';
import { networkNamed } from '../transaction/networkNamed';
import { nameProfileAddress, nameProfileAvatar } from './nameProfileAddress';

/** Who a send goes to: the address, and for a name, the name and its avatar. */
export interface Receiver {
  readonly address: string;
  readonly name?: string;
  readonly avatarUrl?: string;
}

/**
 * The receiver of a send as typed: an address of the network's namespace is used as it is; a name
 * is resolved through the profile lookup (SPEC §7) to the address it holds for the network.
 */
@injectable()
export class ReceiverResolver {
  constructor(
    @inject(BlockchainApiService) private readonly api: BlockchainApiService,
    @inject(ChainStore) private readonly chains: ChainStore,
  ) {}

  /** The receiver on the network named, or the active one (a name's address depends on it). */
  resolveOn(text: string, network?: CaipNetworkId): Promise<Receiver> {
    return this.resolve(text, networkNamed(this.chains, network));
  }

  /**
   * The receiver, or: SPEC §5 "An amount and receiver address are required" for blank text,
   * "Invalid address" for what is neither an address nor a name, the SPEC §8 name error when the
   * lookup fails, and "{name} has no address on this network" when the name holds none for it.
   */
  async resolve(text: string, network: CaipNetwork): Promise<Receiver> {
    const input = classifyReceiver(text, network.chainNamespace);
    switch (input.kind) {
      case 'empty':
        throw new SendAmountAndReceiverRequiredError();
      case 'invalid':
        throw new InvalidAddressError(input.text, network.chainNamespace);
      case 'address':
        return { address: input.address };
      case 'name':
        return this.resolveName(input.name, network);
    }
  }

  private async resolveName(name: string, network: CaipNetwork): Promise<Receiver> {
    const profile = await this.api.lookupName(name);
    const address = profile === undefined ? undefined : nameProfileAddress(profile, network);
    if (profile === undefined || address === undefined) throw new ReceiverNameWithoutAddressError(name);
    const avatarUrl = nameProfileAvatar(profile);
    return { address, name: profile.name, ...(avatarUrl === undefined ? {} : { avatarUrl }) };
  }
}
