import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, skip, type Subscription } from 'rxjs';
import { isTokenDecimals, type TokenBalance, tokenDecimals } from '../../domain/balance/TokenBalance';
import { SignatureDeclinedError } from '../../domain/errors/AuthenticationErrors';
import { isKeyportError } from '../../domain/errors/KeyportError';
import { flooredBaseUnits, parseExactDecimal } from '../../domain/format/ExactDecimal';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { explorerUrl } from '../../domain/network/explorerUrl';
import { checkSendForm, type CheckedSend, type SendFormError } from '../../domain/send/checkSendForm';
import { tokenContractAddress } from '../../domain/send/evmSendCall';
import { formatNetworkFee, maxNativeAmount, networkFee } from '../../domain/send/networkFee';
import { classifyReceiver } from '../../domain/send/receiverInput';
import { ReceiverNameWithoutAddressError } from '../../domain/send/SendErrors';
import { AccountStore } from '../account/AccountStore';
import { ActiveAccount } from '../account/ActiveAccount';
import { AccountRefresher } from '../account-view/AccountRefresher';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { EventsService } from '../events/EventsService';
import { ModalService } from '../modal/ModalService';
import { type SendTransactionRequest } from '../ports/ChainAdapter';
import { RouterService } from '../router/RouterService';
import { SnackbarService } from '../snackbar/SnackbarService';
import { errorToSnackbarText } from '../../domain/errors/errorToSnackbarText';
import { nameProfileAddress, nameProfileAvatar } from './nameProfileAddress';
import { SendFlowStore, INITIAL_SEND_FLOW_STATE } from './SendFlowStore';
import { SendStore } from './SendStore';
import { sendTokens } from './sendTokens';

/** The connected account of the active namespace, on the active network. */
export interface Sender {
  readonly address: string;
  readonly network: CaipNetwork;
}

/**
 * The send flow (SPEC §3 send state, §4 "sends by chain type, then clears the form", §5 rules):
 * the form's token (from the account's balances, native included), amount (with "max") and
 * receiver (an address, or a name resolved through the profile lookup with its avatar); the review
 * with the network fee; the wallet's transaction with the SEND_INITIATED and SEND_SUCCESS events,
 * then watched until mined (the account refreshed with it).
 * A wallet's refusal or failure is shown in the snackbar and leaves the form as it was, so the
 * visitor can try again; a send the wallet accepted clears it.
 */
@injectable()
export class SendService {
  /** Bumped on every receiver change; a name lookup answered after a newer change is dropped. */
  private receiverGeneration = 0;
  /** Whether the form has been shown: until then an account or network change has nothing to redo. */
  private inUse = false;

  constructor(
    @inject(SendStore) private readonly form: SendStore,
    @inject(SendFlowStore) private readonly flow: SendFlowStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(BlockchainApiService) private readonly api: BlockchainApiService,
    @inject(EventsService) private readonly events: EventsService,
    @inject(SnackbarService) private readonly snackbar: SnackbarService,
    @inject(RouterService) private readonly router: RouterService,
    @inject(ModalService) private readonly modal: ModalService,
    @inject(AccountRefresher) private readonly refresher: AccountRefresher,
    @inject(ActiveAccount) private readonly activeAccount: ActiveAccount,
  ) {}

  /**
   * Follows the account and network once the form is in use: when either changes the form starts
   * over (SPEC §4: a network switch clears the send form) and the token list is read again for
   * the new pair. Before the visitor opens the form nothing is read.
   */
  start(): Subscription {
    return combineLatest([this.chains.state$, this.accounts.state$])
      .pipe(
        map(() => senderKey(this.sender())),
        distinctUntilChanged(),
        skip(1),
      )
      .subscribe(() => {
        if (!this.inUse) return;
        this.clear();
        void this.loadTokens();
      });
  }

  /** The SPEC §5 check of the form as it stands: the first reason it cannot be sent, or the send. */
  check(): E.Either<SendFormError, CheckedSend> {
    return checkSendForm(this.form.get(), this.chains.get().activeNamespace ?? 'eip155');
  }

  /** What the review shows: the checked send and who sends it where; undefined when either is missing. */
  preview(): { readonly send: CheckedSend; readonly sender: Sender } | undefined {
    const checked = this.check();
    const sender = this.sender();
    return E.isLeft(checked) || sender === undefined ? undefined : { send: checked.right, sender };
  }

  /** Reads the account's tokens on the active network into the form's picker (SPEC §3 `tokenBalances`). */
  async loadTokens(): Promise<void> {
    this.inUse = true;
    const sender = this.sender();
    if (sender === undefined) {
      this.form.set({ tokenBalances: [], loading: false });
      return;
    }
    this.form.set({ loading: true });
    const balances = await this.api.getBalances(sender.address, sender.network.caipNetworkId);
    if (senderKey(this.sender()) !== senderKey(sender)) return;
    const account = this.accounts.account(sender.network.chainNamespace);
    const tokens = sendTokens(balances, sender.network, account.balance);
    const picked = this.form.get().token;
    this.form.set({
      tokenBalances: tokens,
      loading: false,
      // The picked token keeps its place with its fresh balance, or is dropped when it is gone.
      token: picked === undefined ? undefined : tokens.find((token) => sameToken(token, picked)),
    });
  }

  selectToken(token: TokenBalance): void {
    this.form.set({ token });
  }

  setAmount(amount: string): void {
    this.form.set({ sendTokenAmount: amount });
  }

  /**
   * "Max": the whole balance of the picked token; for the native token, less the network fee of
   * the send, so the wallet can still pay for it.
   */
  async setMax(): Promise<void> {
    const { token } = this.form.get();
    const sender = this.sender();
    if (token === undefined || sender === undefined) return;
    if (tokenContractAddress(token) !== undefined) {
      this.setAmount(token.quantity.numeric);
      return;
    }
    const decimals = tokenDecimals(token) ?? sender.network.nativeCurrency.decimals;
    const balance = baseUnits(token.quantity.numeric, decimals);
    const receiver = this.form.get().receiverAddress;
    try {
      const estimate = await this.adapterOf(sender).estimateSendFee({
        network: sender.network,
        from: sender.address,
        to:
          receiver !== undefined && classifyReceiver(receiver, 'eip155').kind === 'address'
            ? receiver
            : sender.address,
        value: 0n,
      });
      this.setAmount(maxNativeAmount(balance, networkFee(estimate), decimals));
    } catch (error) {
      this.snackbar.showError(error);
    }
  }

  /**
   * The receiver as typed: an address is used as it is; a name is resolved through the profile
   * lookup (SPEC §7), giving the address, the name and its avatar, or the SPEC §8 name error.
   */
  async setReceiver(text: string): Promise<void> {
    this.receiverGeneration += 1;
    const generation = this.receiverGeneration;
    const namespace = this.chains.get().activeNamespace ?? 'eip155';
    const input = classifyReceiver(text, namespace);
    const noProfile = { receiverProfileName: undefined, receiverProfileImageUrl: undefined };
    this.flow.set({ resolvingName: false, receiverError: undefined });
    switch (input.kind) {
      case 'empty':
        this.form.set({ receiverInput: text, receiverAddress: undefined, ...noProfile });
        return;
      case 'address':
        this.form.set({ receiverInput: text, receiverAddress: input.address, ...noProfile });
        return;
      case 'invalid':
        // Kept as the receiver so that the form names the problem: "Invalid address".
        this.form.set({ receiverInput: text, receiverAddress: input.text, ...noProfile });
        return;
      case 'name':
        this.form.set({ receiverInput: text, receiverAddress: undefined, ...noProfile });
        await this.resolveName(input.name, generation);
    }
  }

  /** Checks the form, estimates the network fee and opens the review (WalletSendPreview). */
  async review(): Promise<boolean> {
    const checked = this.check();
    const sender = this.sender();
    if (E.isLeft(checked) || sender === undefined) return false;
    this.flow.set({ fee: undefined, feeLoading: true, feeUnavailable: false, sent: undefined });
    this.router.push({ view: 'WalletSendPreview' });
    try {
      const estimate = await this.adapterOf(sender).estimateSendFee(this.request(sender, checked.right));
      const { decimals, symbol } = sender.network.nativeCurrency;
      this.flow.set({
        fee: { amount: formatNetworkFee(networkFee(estimate), decimals), symbol },
        feeLoading: false,
      });
    } catch {
      this.flow.set({ feeLoading: false, feeUnavailable: true });
    }
    return true;
  }

  /**
   * Asks the wallet to send (SPEC §4 "sends by chain type, then clears the form"). SEND_INITIATED
   * when the wallet is asked, SEND_SUCCESS with the hash when it sends. A refusal shows SPEC §8
   * "Signature declined", any other failure the wallet's words (e.g. insufficient funds); the
   * form keeps its values either way.
   */
  async send(): Promise<boolean> {
    const checked = this.check();
    const sender = this.sender();
    if (E.isLeft(checked) || sender === undefined || this.flow.get().sending) {
      if (E.isLeft(checked)) this.snackbar.showError(checked.left);
      return false;
    }
    const send = checked.right;
    const properties = {
      network: sender.network.caipNetworkId,
      token: send.token.symbol,
      amount: send.amount,
    };
    this.flow.set({ sending: true });
    void this.events.publish('SEND_INITIATED', properties);
    let hash: string;
    try {
      hash = await this.adapterOf(sender).sendTransaction(this.request(sender, send));
    } catch (error) {
      this.flow.set({ sending: false });
      this.snackbar.showError(sendFailure(error));
      return false;
    }
    this.form.set({ ...emptyForm() });
    this.flow.set({
      sending: false,
      sent: {
        hash,
        explorerUrl: explorerUrl(sender.network, 'tx', hash),
        amount: send.amount,
        symbol: send.token.symbol,
        receiverAddress: send.receiverAddress,
        status: 'watching',
      },
    });
    void this.events.publish('SEND_SUCCESS', { ...properties, hash });
    // What was sent cannot be reviewed again: the confirmation stands alone, with no way back.
    this.router.reset({ view: 'WalletSendPreview', data: { sent: true } });
    void this.follow(hash, sender.network);
    return true;
  }

  /**
   * Watches the sent transaction until the network has mined it and shows what became of it;
   * the account's balances and activity are read again meanwhile, and so is the token list.
   */
  private async follow(hash: string, network: CaipNetwork): Promise<void> {
    const status = await this.refresher.watch(hash, network);
    const { sent } = this.flow.get();
    if (sent?.hash === hash) this.flow.set({ sent: { ...sent, status } });
    await this.refresher.refresh();
    await this.loadTokens();
  }

  /** Leaves the review for the form, keeping what the visitor entered. */
  async cancel(): Promise<void> {
    this.flow.set({ fee: undefined, feeLoading: false, feeUnavailable: false });
    await this.modal.goBack();
  }

  /** After a send: back to the Account view, where the balance and the activity show it. */
  finish(): void {
    this.flow.set({ sent: undefined });
    this.router.reset({ view: 'Account' });
  }

  /** Empties the form and the flow (the token list stays until it is read again). */
  clear(): void {
    this.receiverGeneration += 1;
    this.form.set({ ...emptyForm() });
    this.flow.set(INITIAL_SEND_FLOW_STATE);
  }

  private async resolveName(name: string, generation: number): Promise<void> {
    const sender = this.sender();
    if (sender === undefined) return;
    this.flow.set({ resolvingName: true });
    let patch: Parameters<SendStore['set']>[0];
    let receiverError: string | undefined;
    try {
      const profile = await this.api.lookupName(name);
      const address = profile === undefined ? undefined : nameProfileAddress(profile, sender.network);
      if (profile === undefined || address === undefined) {
        patch = {};
        receiverError = new ReceiverNameWithoutAddressError(name).shortMessage;
      } else {
        patch = {
          receiverAddress: address,
          receiverProfileName: profile.name,
          receiverProfileImageUrl: nameProfileAvatar(profile),
        };
      }
    } catch (error) {
      patch = {};
      receiverError = errorToSnackbarText(error);
    }
    if (generation !== this.receiverGeneration) return;
    this.form.set(patch);
    this.flow.set({ resolvingName: false, receiverError });
  }

  private request(sender: Sender, send: CheckedSend): SendTransactionRequest {
    return {
      network: sender.network,
      from: sender.address,
      to: send.call.to,
      value: send.call.value,
      ...(send.call.data === undefined ? {} : { data: send.call.data }),
    };
  }

  private adapterOf(sender: Sender) {
    return this.adapters.get(sender.network.chainNamespace);
  }

  private sender(): Sender | undefined {
    return this.activeAccount.connected();
  }
}

function emptyForm() {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverInput: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
  };
}

function senderKey(sender: Sender | undefined): string {
  return sender === undefined ? '' : `${sender.network.caipNetworkId}|${sender.address}`;
}

function sameToken(a: TokenBalance, b: TokenBalance): boolean {
  return a.chainId === b.chainId && tokenContractAddress(a) === tokenContractAddress(b);
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

/** SPEC §8: a wallet's refusal reads "Signature declined"; other failures keep their own text. */
function sendFailure(error: unknown): unknown {
  return isKeyportError(error) && error.code === 'USER_REJECTED'
    ? new SignatureDeclinedError({ cause: error })
    : error;
}
