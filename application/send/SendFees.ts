import { inject, injectable } from 'inversify';
import { isTokenDecimals, tokenDecimals } from '../../domain/balance/TokenBalance';
import { flooredBaseUnits, parseExactDecimal } from '../../domain/format/ExactDecimal';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { tokenContractAddress } from '../../domain/send/evmSendCall';
import { formatNetworkFee, maxNativeAmount, networkFee } from '../../domain/send/networkFee';
import { classifyReceiver } from '../../domain/send/receiverInput';
import { ActiveAccount } from '../account/ActiveAccount';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { transactingAccount } from '../transaction/transactingAccount';
import { SendPreparation } from './SendPreparation';
import { type SendRequest } from './SendRequest';
import { SendTokenList } from './SendTokenList';
import { sendTransactionRequest } from './sendTransactionRequest';

/** The network fee of a send: the most it may cost, read from the network's RPC. */
export interface SendFee {
  /** In the native currency's base units (wei). */
  readonly value: bigint;
  /** In whole native tokens, rounded up as the review shows it: `"0.000021"`. */
  readonly formatted: string;
  readonly symbol: string;
}

/** What "Max" is asked for: the token, and the receiver when one is known (the fee may depend on it). */
export interface MaxSendRequest {
  readonly token: string;
  readonly to?: string;
  readonly network?: CaipNetworkId;
}

/** The fee of a send and the most that can be sent once it is paid. */
@injectable()
export class SendFees {
  constructor(
    @inject(SendPreparation) private readonly preparation: SendPreparation,
    @inject(SendTokenList) private readonly tokens: SendTokenList,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
  ) {}

  /** The fee of this very send (its gas depends on the token and the receiver). */
  async estimate(request: SendRequest): Promise<SendFee> {
    const prepared = await this.preparation.prepare(request);
    const { network } = prepared.sender;
    const estimate = await this.adapters
      .get(network.chainNamespace)
      .estimateSendFee(sendTransactionRequest(prepared));
    const value = networkFee(estimate);
    const { decimals, symbol } = network.nativeCurrency;
    return { value, formatted: formatNetworkFee(value, decimals), symbol };
  }

  /**
   * The most of a token that can be sent, as a decimal string: the whole balance of a contract
   * token; for the native token, the balance less the fee of sending it, so the wallet can still
   * pay for the send. The fee is asked for a send to `to` when it is an address, else to the
   * sender itself (a name is not looked up for it).
   */
  async max(request: MaxSendRequest): Promise<string> {
    const sender = transactingAccount(this.account, this.chains, request.network);
    const token = await this.tokens.pick(sender, request.token);
    if (tokenContractAddress(token) !== undefined) return token.quantity.numeric;
    const decimals = tokenDecimals(token) ?? sender.network.nativeCurrency.decimals;
    const receiver = classifyReceiver(request.to ?? '', sender.network.chainNamespace);
    const estimate = await this.adapters.get(sender.network.chainNamespace).estimateSendFee({
      network: sender.network,
      from: sender.address,
      to: receiver.kind === 'address' ? receiver.address : sender.address,
      value: 0n,
    });
    return maxNativeAmount(baseUnits(token.quantity.numeric, decimals), networkFee(estimate), decimals);
  }
}

/**
 * A whole-token decimal as base units; a balance that cannot be read counts as none, and so does
 * one of decimals no token can have (converting it would cost time in proportion to them).
 */
function baseUnits(numeric: string, decimals: number): bigint {
  const value = parseExactDecimal(numeric);
  if (value === undefined || value.units <= 0n || !isTokenDecimals(decimals)) return 0n;
  return flooredBaseUnits(value, decimals);
}
