import * as E from 'fp-ts/Either';
import { estimateMaxSend } from '../../../application/instance/actions/estimateMaxSend';
import { estimateSend, type SendRequest } from '../../../application/instance/actions/estimateSend';
import { listSendTokens, type TokenBalance } from '../../../application/instance/actions/listSendTokens';
import { resolveReceiver } from '../../../application/instance/actions/resolveReceiver';
import { send } from '../../../application/instance/actions/send';
import { waitForTransaction } from '../../../application/instance/actions/waitForTransaction';
import { type Keyport } from '../../../application/instance/Keyport';
import { pickToken } from '../../../domain/balance/pickToken';
import { tokenCaipAddress } from '../../../domain/balance/tokenCaipAddress';
import { errorToSnackbarText } from '../../../domain/errors/errorToSnackbarText';
import { explorerUrl } from '../../../domain/network/explorerUrl';
import { checkSendForm, type CheckedSend, type SendFormError } from '../../../domain/send/checkSendForm';
import { defaultSendToken } from '../../../domain/send/defaultSendToken';
import { classifyReceiver } from '../../../domain/send/receiverInput';
import { type SendState } from '../../../domain/send/SendState';
import { type ActiveSender, activeSender, senderKey, watchSender } from '../shared/activeSender';
import { FlowState, perInstance } from '../shared/FlowState';
import { moveBack, moveTo, reportError } from '../shared/flowEffects';
import { sendFormProblem } from './sendFormProblem';
import {
  emptySendForm,
  INITIAL_SEND_FLOW,
  type SendField,
  type SendFlowState,
  type SentTransaction,
  UNTOUCHED_SEND_FORM,
} from './sendFlowState';

/**
 * The send flow's view-model (SPEC §3 send state, §4, §5), shared by the form and its review: the
 * form as the visitor fills it (token from the account's balances, amount with Max, receiver as an
 * address or a name resolved with its avatar), the SPEC §5 check, the review with its fee, the
 * wallet asked, and the sent transaction followed until mined. The rules are the actions'; this
 * holds what the views show and where the visitor goes. A refusal or failure is shown in the
 * snackbar and leaves the form as it was; a send the wallet accepted clears it.
 */
export class SendFlow {
  readonly state = new FlowState<SendFlowState>(INITIAL_SEND_FLOW);
  /** Bumped on every receiver change; a name lookup answered after a newer change is dropped. */
  private receiverGeneration = 0;
  /** The history entry the form was last shown for: another one is a new opening. */
  private shownFor: object | undefined;
  /** The token the host named for the current opening, until the tokens are read and it is picked. */
  private requested: string | undefined;

  constructor(private readonly keyport: Keyport) {}

  /** Who sends, where: the connected account on the active network. */
  sender(): ActiveSender | undefined {
    return activeSender(this.keyport);
  }

  /**
   * SPEC §4 "a network switch clears the send form": while a send view is up, another account or
   * network starts the form over with that one's tokens. A form filled earlier for another one
   * starts over as the view comes up. Returns the function that stops following.
   */
  follow(): () => void {
    this.startOverIfMoved();
    return watchSender(this.keyport, () => this.startOverIfMoved());
  }

  /** The SPEC §5 check of the form as it stands: the first reason it cannot be sent, or the send. */
  check(): E.Either<SendFormError, CheckedSend> {
    return checkSendForm(this.state.get().form, this.sender()?.network.chainNamespace ?? 'eip155');
  }

  /** What the review shows: the checked send and who sends it where; undefined when either is missing. */
  preview(): { readonly send: CheckedSend; readonly sender: ActiveSender } | undefined {
    const checked = this.check();
    const sender = this.sender();
    return E.isLeft(checked) || sender === undefined ? undefined : { send: checked.right, sender };
  }

  /**
   * The form comes up for `entry` (the history entry with its data). A new opening starts quiet
   * (no problem shows until the visitor acts again), and picks the token the host named, by
   * CAIP-10 address or symbol (`open({ view: 'WalletSend', data: { token } })`). Coming back
   * from the review is the same entry: the form stays as the visitor left it.
   */
  enter(entry: object, requestedToken: string | undefined): void {
    if (entry === this.shownFor) return;
    this.shownFor = entry;
    this.requested = requestedToken;
    this.state.set(UNTOUCHED_SEND_FORM);
  }

  /**
   * Reads the account's tokens on the active network into the picker. The token the host asked
   * for is picked first (once per opening); else the picked token keeps its place with its fresh
   * balance; else the form starts with the network's native token or the only token there is
   * (`defaultSendToken`). A requested token the account does not hold is said in the snackbar.
   */
  async loadTokens(): Promise<void> {
    const sender = this.sender();
    const key = senderKey(sender);
    if (key !== this.state.get().senderKey) this.startOver(key);
    if (sender === undefined) {
      this.setForm({ tokenBalances: [], loading: false });
      return;
    }
    this.setForm({ loading: true });
    let tokens: readonly TokenBalance[];
    try {
      tokens = await listSendTokens(this.keyport, { network: sender.network.caipNetworkId });
    } catch (error) {
      if (this.state.get().senderKey !== key) return;
      this.setForm({ loading: false });
      reportError(this.keyport, error);
      return;
    }
    if (this.state.get().senderKey !== key) return;
    const picked = this.state.get().form.token;
    const kept =
      picked === undefined
        ? undefined
        : tokens.find((token) => tokenCaipAddress(token) === tokenCaipAddress(picked));
    this.setForm({
      tokenBalances: tokens,
      loading: false,
      token: this.requestedToken(tokens, sender) ?? kept ?? defaultSendToken(tokens),
    });
  }

  /** The token the host asked for, the first time this opening's tokens are read. */
  private requestedToken(tokens: readonly TokenBalance[], sender: ActiveSender): TokenBalance | undefined {
    const request = this.requested;
    if (request === undefined) return undefined;
    this.requested = undefined;
    const picked = pickToken(
      {
        tokens,
        caipAddressOf: tokenCaipAddress,
        symbolOf: (token) => token.symbol,
        listName: `your tokens on ${sender.network.name}`,
      },
      request,
    );
    if (E.isRight(picked)) return picked.right;
    reportError(this.keyport, picked.left);
    return undefined;
  }

  selectToken(token: TokenBalance): void {
    this.setForm({ token });
  }

  /** Picks the listed token of this CAIP-10 address (what the token picker names tokens by). */
  selectTokenByKey(key: string): void {
    const token = this.state.get().form.tokenBalances.find((listed) => tokenCaipAddress(listed) === key);
    if (token !== undefined) this.selectToken(token);
  }

  setAmount(amount: string): void {
    this.setForm({ sendTokenAmount: amount });
  }

  /** The visitor left a field: its problems show from now on, as they type. */
  touch(field: SendField): void {
    const { touched } = this.state.get();
    if (!touched[field]) this.state.set({ touched: { ...touched, [field]: true } });
  }

  /**
   * "Review send": the review when the form can be sent; otherwise every problem shows, and the
   * field to fix first is returned (for the view to move focus there).
   */
  submit(): SendField | 'token' | undefined {
    const problem = sendFormProblem(this.check(), this.state.get());
    if (problem === undefined) {
      if (!this.state.get().resolvingName) void this.review();
      return undefined;
    }
    this.state.set({ submitted: true });
    return problem.parts[0];
  }

  /** "Max": the whole balance; for the native token, less the network fee of the send. */
  async setMax(): Promise<void> {
    const { token, receiverAddress } = this.state.get().form;
    const sender = this.sender();
    if (token === undefined || sender === undefined) return;
    try {
      const amount = await estimateMaxSend(this.keyport, {
        token: tokenCaipAddress(token),
        ...(receiverAddress === undefined ? {} : { to: receiverAddress }),
        network: sender.network.caipNetworkId,
      });
      this.setAmount(amount);
      this.touch('amount');
    } catch (error) {
      reportError(this.keyport, error);
    }
  }

  /**
   * The receiver as typed: an address is used as it is; a name is resolved through the profile
   * lookup (SPEC §7), giving the address, the name and its avatar, or the SPEC §8 name error.
   */
  async setReceiver(text: string): Promise<void> {
    this.receiverGeneration += 1;
    const generation = this.receiverGeneration;
    const sender = this.sender();
    const input = classifyReceiver(text, sender?.network.chainNamespace ?? 'eip155');
    const noProfile = { receiverProfileName: undefined, receiverProfileImageUrl: undefined };
    this.state.set({ resolvingName: false, receiverError: undefined });
    switch (input.kind) {
      case 'empty':
        this.setForm({ receiverInput: text, receiverAddress: undefined, ...noProfile });
        return;
      case 'address':
        this.setForm({ receiverInput: text, receiverAddress: input.address, ...noProfile });
        return;
      case 'invalid':
        // Kept as the receiver so that the form names the problem: "Invalid address".
        this.setForm({ receiverInput: text, receiverAddress: input.text, ...noProfile });
        return;
      case 'name':
        this.setForm({ receiverInput: text, receiverAddress: undefined, ...noProfile });
        if (sender !== undefined) await this.resolveName(input.name, sender, generation);
    }
  }

  /** Checks the form, opens the review (WalletSendPreview) and estimates the network fee there. */
  async review(): Promise<void> {
    const checked = this.check();
    const sender = this.sender();
    if (E.isLeft(checked) || sender === undefined) return;
    this.state.set({ fee: undefined, feeLoading: true, feeUnavailable: false, sent: undefined });
    moveTo(this.keyport, { to: { view: 'WalletSendPreview' } });
    try {
      const fee = await estimateSend(this.keyport, sendRequest(checked.right, sender));
      this.state.set({ fee: { amount: fee.formatted, symbol: fee.symbol }, feeLoading: false });
    } catch {
      // The wallet shows its own estimate: the send can go ahead without ours.
      this.state.set({ feeLoading: false, feeUnavailable: true });
    }
  }

  /**
   * Asks the wallet to send (SPEC §4 "sends by chain type, then clears the form"). A refusal shows
   * SPEC §8 "Signature declined", any other failure the wallet's words; the form keeps its values
   * either way. Once sent, the confirmation stands alone (what was sent cannot be reviewed again)
   * and follows the transaction until mined.
   */
  async confirm(): Promise<void> {
    if (this.state.get().sending) return;
    const checked = this.check();
    const sender = this.sender();
    if (E.isLeft(checked)) {
      reportError(this.keyport, checked.left);
      return;
    }
    if (sender === undefined) return;
    this.state.set({ sending: true });
    let hash: string;
    try {
      hash = await send(this.keyport, sendRequest(checked.right, sender));
    } catch (error) {
      this.state.set({ sending: false });
      reportError(this.keyport, error);
      return;
    }
    this.setForm(emptySendForm());
    this.state.set({
      ...UNTOUCHED_SEND_FORM,
      sending: false,
      sent: {
        hash,
        explorerUrl: explorerUrl(sender.network, 'tx', hash),
        amount: checked.right.amount,
        symbol: checked.right.token.symbol,
        receiverAddress: checked.right.receiverAddress,
        status: 'watching',
      },
    });
    moveTo(this.keyport, { to: { view: 'WalletSendPreview', data: { sent: true } }, history: 'reset' });
    void this.followSent(hash, sender);
  }

  /** Leaves the review for the form, keeping what the visitor entered. */
  async cancel(): Promise<void> {
    this.state.set({ fee: undefined, feeLoading: false, feeUnavailable: false });
    await moveBack(this.keyport);
  }

  /** After a send: back to the Account view, where the balance and the activity show it. */
  finish(): void {
    this.state.set({ sent: undefined });
    moveTo(this.keyport, { to: { view: 'Account' }, history: 'reset' });
  }

  /** Until mined, then what became of it; the account was read again meanwhile, and so is the token list. */
  private async followSent(hash: string, sender: ActiveSender): Promise<void> {
    let status: SentTransaction['status'];
    try {
      status = await waitForTransaction(this.keyport, { hash, network: sender.network.caipNetworkId });
    } catch {
      // The instance was destroyed while the transaction was watched: nothing shows it any more.
      return;
    }
    const { sent } = this.state.get();
    if (sent?.hash === hash) this.state.set({ sent: { ...sent, status } });
    await this.loadTokens();
  }

  private async resolveName(name: string, sender: ActiveSender, generation: number): Promise<void> {
    this.state.set({ resolvingName: true });
    let patch: Partial<SendState> = {};
    let receiverError: string | undefined;
    try {
      const receiver = await resolveReceiver(this.keyport, {
        to: name,
        network: sender.network.caipNetworkId,
      });
      patch = {
        receiverAddress: receiver.address,
        receiverProfileName: receiver.name,
        receiverProfileImageUrl: receiver.avatarUrl,
      };
    } catch (error) {
      receiverError = errorToSnackbarText(error);
    }
    if (generation !== this.receiverGeneration) return;
    this.setForm(patch);
    this.state.set({ resolvingName: false, receiverError });
  }

  private startOverIfMoved(): void {
    const { senderKey: filledFor } = this.state.get();
    if (filledFor === undefined || filledFor === senderKey(this.sender())) return;
    void this.loadTokens();
  }

  /** Empties the form and the flow, for `key`'s account and network. */
  private startOver(key: string): void {
    this.receiverGeneration += 1;
    this.state.set({ ...INITIAL_SEND_FLOW, senderKey: key });
  }

  private setForm(patch: Partial<SendState>): void {
    this.state.set({ form: { ...this.state.get().form, ...patch } });
  }
}

/** The send as the actions take it: the token by its CAIP-10 address, on the network it was filled for. */
function sendRequest(send: CheckedSend, sender: ActiveSender): SendRequest {
  return {
    token: tokenCaipAddress(send.token),
    amount: send.amount,
    to: send.receiverAddress,
    network: sender.network.caipNetworkId,
  };
}

/** The send flow of a Keyport instance. */
export const sendFlowOf = perInstance((keyport) => new SendFlow(keyport));
