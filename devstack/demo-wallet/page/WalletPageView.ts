import { DEMO_WALLET_NAME, type WalletPageChain } from '../WalletPageConfig';
import { element } from './element';

/** The session proposal card's content. */
export interface ProposalCard {
  readonly dappName: string;
  readonly dappUrl: string;
  /** CAIP-2 ids of every chain the dapp asked for. */
  readonly requestedChains: readonly string[];
}

/** The request card's content. */
export interface RequestCard {
  readonly dappName: string;
  readonly method: string;
  /** CAIP-2 id of the chain the request is for. */
  readonly chainId: string;
  readonly params: unknown;
}

export interface SessionRow {
  readonly topic: string;
  readonly peerName: string;
  readonly peerUrl: string;
}

/** What the visitor can do on the page; the controller decides what each one means. */
export interface WalletPageActions {
  pair(uri: string): void;
  selectChain(chainId: number): void;
  approveProposal(): void;
  rejectProposal(): void;
  approveRequest(): void;
  rejectRequest(): void;
  disconnect(topic: string): void;
}

function button(label: string, onClick: () => void, className?: string): HTMLButtonElement {
  const node = element('button', { type: 'button', ...(className ? { class: className } : {}) }, [label]);
  node.addEventListener('click', onClick);
  return node;
}

function definitions(rows: readonly (readonly [string, Node | string])[]): HTMLDListElement {
  return element(
    'dl',
    {},
    rows.flatMap(([term, value]) => [element('dt', {}, [term]), element('dd', {}, [value])]),
  );
}

/** JSON with bigints written as decimal strings, indented for reading. */
function prettyJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item),
    2,
  );
}

/**
 * The wallet page in plain DOM: the account and chain, the pairing form, a status line, the
 * proposal and request cards, and the sessions list. It only renders and reports clicks; every
 * decision is the controller's. Test hooks are listed in the README.
 */
export class WalletPageView {
  private readonly status: HTMLParagraphElement;
  private readonly chainSelect: HTMLSelectElement;
  private readonly currentChain: HTMLElement;
  private readonly uriInput: HTMLInputElement;
  private readonly connectButton: HTMLButtonElement;
  private readonly proposalSlot: HTMLElement;
  private readonly requestSlot: HTMLElement;
  private readonly sessionList: HTMLUListElement;
  private readonly noSessions: HTMLParagraphElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly wallet: { readonly address: string; readonly accountIndex: number },
    chains: readonly WalletPageChain[],
    private readonly actions: WalletPageActions,
  ) {
    this.status = element('p', { role: 'status', class: 'status', 'data-testid': 'status' }, ['Starting…']);
    this.chainSelect = element(
      'select',
      { id: 'chain', 'data-testid': 'chain-select' },
      chains.map((chain) =>
        element('option', { value: String(chain.chainId) }, [`${chain.name} (${chain.chainId})`]),
      ),
    );
    this.chainSelect.addEventListener('change', () => actions.selectChain(Number(this.chainSelect.value)));
    this.currentChain = element('code', { 'data-testid': 'current-chain' });
    this.uriInput = element('input', {
      id: 'wc-uri',
      type: 'text',
      name: 'uri',
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder: 'wc:…',
      'data-testid': 'uri-input',
    });
    this.connectButton = element('button', { type: 'submit', disabled: '' }, ['Connect']);
    this.proposalSlot = element('div', { hidden: '' });
    this.requestSlot = element('div', { hidden: '' });
    this.sessionList = element('ul', { 'data-testid': 'sessions' });
    this.noSessions = element('p', { class: 'muted' }, ['No sessions yet.']);
  }

  /** Replaces the loading placeholder with the wallet. */
  render(): void {
    const form = element('form', { 'aria-labelledby': 'pair-heading', 'data-testid': 'pair-form' }, [
      element('h2', { id: 'pair-heading' }, ['Connect to a dapp']),
      element('label', { for: 'wc-uri' }, ['WalletConnect URI']),
      element('div', { class: 'row' }, [this.uriInput, this.connectButton]),
    ]);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const uri = this.uriInput.value.trim();
      if (uri !== '') this.actions.pair(uri);
    });
    this.root.replaceChildren(
      element('h1', {}, [DEMO_WALLET_NAME]),
      element('section', { 'aria-labelledby': 'account-heading' }, [
        element('h2', { id: 'account-heading' }, ['Account']),
        definitions([
          ['Address', element('code', { 'data-testid': 'account-address' }, [this.wallet.address])],
          ['Account index', String(this.wallet.accountIndex)],
          ['Current chain', this.currentChain],
        ]),
        element('label', { for: 'chain' }, ['Chain']),
        this.chainSelect,
      ]),
      form,
      this.status,
      this.proposalSlot,
      this.requestSlot,
      element('section', { 'aria-labelledby': 'sessions-heading' }, [
        element('h2', { id: 'sessions-heading' }, ['Sessions']),
        this.sessionList,
        this.noSessions,
      ]),
    );
  }

  /** The sign-client is up: pairing is possible, and tests may start (`data-ready`). */
  markReady(): void {
    this.connectButton.disabled = false;
    this.root.dataset.ready = 'true';
  }

  setStatus(text: string): void {
    this.status.textContent = text;
  }

  clearUri(): void {
    this.uriInput.value = '';
  }

  showChain(chainId: number): void {
    this.chainSelect.value = String(chainId);
    this.currentChain.textContent = `eip155:${chainId}`;
  }

  showProposal(card: ProposalCard | undefined): void {
    if (card === undefined) {
      this.clearSlot(this.proposalSlot);
      return;
    }
    this.fillSlot(
      this.proposalSlot,
      element(
        'section',
        { class: 'card', 'aria-labelledby': 'proposal-heading', 'data-testid': 'proposal' },
        [
          element('h2', { id: 'proposal-heading' }, ['Session proposal']),
          definitions([
            ['Dapp', element('span', { 'data-testid': 'proposal-dapp-name' }, [card.dappName])],
            ['URL', element('span', { 'data-testid': 'proposal-dapp-url' }, [card.dappUrl])],
            [
              'Chains',
              element('span', { 'data-testid': 'proposal-chains' }, [
                card.requestedChains.join(', ') || 'none',
              ]),
            ],
          ]),
          this.answerButtons(this.actions.approveProposal, this.actions.rejectProposal),
        ],
      ),
    );
  }

  showRequest(card: RequestCard | undefined): void {
    if (card === undefined) {
      this.clearSlot(this.requestSlot);
      return;
    }
    this.fillSlot(
      this.requestSlot,
      element('section', { class: 'card', 'aria-labelledby': 'request-heading', 'data-testid': 'request' }, [
        element('h2', { id: 'request-heading' }, ['Request']),
        definitions([
          ['Dapp', card.dappName],
          ['Method', element('code', { 'data-testid': 'request-method' }, [card.method])],
          ['Chain', element('code', {}, [card.chainId])],
        ]),
        element('pre', { 'aria-label': 'Parameters', 'data-testid': 'request-params', tabindex: '0' }, [
          prettyJson(card.params),
        ]),
        this.answerButtons(this.actions.approveRequest, this.actions.rejectRequest),
      ]),
    );
  }

  showSessions(rows: readonly SessionRow[]): void {
    this.noSessions.hidden = rows.length > 0;
    this.sessionList.replaceChildren(
      ...rows.map((row) => {
        const nameId = `session-${row.topic}`;
        const disconnect = button('Disconnect', () => this.actions.disconnect(row.topic), 'secondary');
        disconnect.setAttribute('aria-describedby', nameId);
        return element('li', { 'data-testid': 'session', 'data-topic': row.topic }, [
          element('div', {}, [
            element('strong', { id: nameId, 'data-testid': 'session-peer' }, [row.peerName]),
            element('div', { class: 'muted' }, [row.peerUrl]),
            element('code', { 'data-testid': 'session-topic' }, [row.topic]),
          ]),
          disconnect,
        ]);
      }),
    );
  }

  private clearSlot(slot: HTMLElement): void {
    slot.replaceChildren();
    slot.hidden = true;
  }

  /** Shows a card and moves focus to it, so a keyboard or screen-reader user lands on the question. */
  private fillSlot(slot: HTMLElement, card: HTMLElement): void {
    card.tabIndex = -1;
    slot.replaceChildren(card);
    slot.hidden = false;
    card.focus();
  }

  /** While an answer is on its way, the card's buttons are disabled so it is sent once. */
  private answerButtons(approve: () => void, reject: () => void): HTMLElement {
    const approveButton = button('Approve', () => {
      disable();
      approve();
    });
    const rejectButton = button(
      'Reject',
      () => {
        disable();
        reject();
      },
      'secondary',
    );
    const disable = (): void => {
      approveButton.disabled = true;
      rejectButton.disabled = true;
    };
    return element('div', { class: 'row' }, [approveButton, rejectButton]);
  }
}
