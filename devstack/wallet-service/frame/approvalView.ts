import {
  type AccountType,
  type ApprovalPreview,
  type ApprovalRequest,
  type SiteData,
} from '../protocol/serviceApi';
import { type ApprovalScene, type ApprovalScreen } from './FramePorts';

type Child = Node | string;

/** An element with text children only: nothing a site or a request says is ever parsed as markup. */
function el(tag: string, attributes: Readonly<Record<string, string>>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

const TITLES: Readonly<Record<ApprovalPreview['kind'], string>> = {
  message: 'Sign this message?',
  typedData: 'Sign this data?',
  transaction: 'Send this transaction?',
  calls: 'Send these calls?',
};

function fact(term: string, value: string, mono = false): HTMLElement {
  return el('div', { class: 'fact' }, el('dt', {}, term), el('dd', mono ? { class: 'mono' } : {}, value));
}

const ACCOUNT_NAMES: Readonly<Record<AccountType, string>> = { eoa: 'EOA', smartAccount: 'Smart account' };

/** Which of the visitor's accounts pays for a transaction or batch, or signs a message. */
function accountFact(request: ApprovalRequest): HTMLElement {
  const pays = request.preview.kind === 'transaction' || request.preview.kind === 'calls';
  const name = ACCOUNT_NAMES[request.accountType];
  return el(
    'div',
    { class: 'fact', 'data-testid': 'approval-account', 'data-account-type': request.accountType },
    el('dt', {}, pays ? 'Paid by' : 'Signed by'),
    el('dd', {}, name),
  );
}

/** How a batch goes out: a smart account's in one transaction, all or nothing; an eoa's call by call. */
function batchNote(request: ApprovalRequest, count: number): HTMLElement {
  const text =
    request.accountType === 'smartAccount'
      ? `${count} ${count === 1 ? 'call' : 'calls'} in one transaction: all or none`
      : `${count} ${count === 1 ? 'transaction' : 'transactions'}, one after another`;
  return el('p', { class: 'batch-note', 'data-testid': 'approval-batch-note' }, text);
}

function previewFacts(preview: ApprovalPreview): HTMLElement[] {
  switch (preview.kind) {
    case 'transaction':
      return [
        fact('To', preview.to ?? 'a new contract', preview.to !== undefined),
        fact('Amount', preview.valueEther),
        ...(preview.data === undefined ? [] : [fact('Data', `${(preview.data.length - 2) / 2} bytes`)]),
      ];
    case 'typedData':
      return [
        ...(preview.domainName === undefined ? [] : [fact('App', preview.domainName)]),
        fact('Type', preview.primaryType),
      ];
    default:
      return [];
  }
}

function previewBody(request: ApprovalRequest): HTMLElement | undefined {
  const preview = request.preview;
  switch (preview.kind) {
    case 'message':
      return el('pre', { class: 'payload', 'data-testid': 'approval-message', tabindex: '0' }, preview.text);
    case 'typedData':
      return el('pre', { class: 'payload', 'data-testid': 'approval-message', tabindex: '0' }, preview.json);
    case 'calls':
      return el(
        'div',
        { class: 'batch' },
        batchNote(request, preview.calls.length),
        el(
          'ol',
          // Focusable: a long batch scrolls, and a keyboard visitor must reach every call.
          { class: 'calls', 'data-testid': 'approval-calls', tabindex: '0', 'aria-label': 'Calls' },
          ...preview.calls.map((call) =>
            el(
              'li',
              {},
              el('span', { class: 'mono' }, call.to),
              el(
                'span',
                { class: 'amount' },
                call.data === undefined ? call.valueEther : `${call.valueEther} · with data`,
              ),
            ),
          ),
        ),
      );
    default:
      return undefined;
  }
}

function siteLine(site: SiteData | undefined): HTMLElement {
  let host = '';
  try {
    host = site?.url === undefined ? '' : new URL(site.url).host;
  } catch {
    host = site?.url ?? '';
  }
  return el(
    'p',
    { class: 'site', 'data-testid': 'approval-site' },
    el('span', { class: 'site-name' }, site?.name ?? 'A site'),
    ...(host === '' ? [] : [el('span', { class: 'site-host' }, host)]),
  );
}

function approvalCard(
  request: ApprovalRequest,
  scene: ApprovalScene,
  busy: boolean,
  decide: Decide,
): HTMLElement {
  const reject = el(
    'button',
    { type: 'button', class: 'button secondary', 'data-testid': 'approval-reject' },
    'Reject',
  );
  const approve = el(
    'button',
    { type: 'button', class: 'button primary', 'data-testid': 'approval-approve' },
    busy ? 'Working…' : 'Approve',
  );
  if (busy) {
    reject.setAttribute('disabled', '');
    approve.setAttribute('disabled', '');
  }
  reject.addEventListener('click', () => decide('reject'));
  approve.addEventListener('click', () => decide('approve'));
  const body = previewBody(request);
  return el(
    'section',
    {
      class: 'approval',
      'aria-labelledby': 'approval-title',
      'data-testid': 'approval',
      'data-method': request.method,
    },
    el('header', {}, siteLine(scene.site), el('h1', { id: 'approval-title' }, TITLES[request.preview.kind])),
    el(
      'dl',
      { class: 'facts' },
      fact('Network', request.network),
      fact('From', request.from, true),
      accountFact(request),
      ...previewFacts(request.preview),
    ),
    ...(body === undefined ? [] : [body]),
    ...(scene.waiting > 0
      ? [
          el(
            'p',
            { class: 'queue' },
            `${scene.waiting} more ${scene.waiting === 1 ? 'request waits' : 'requests wait'} after this one`,
          ),
        ]
      : []),
    el('footer', { class: 'actions' }, reject, approve),
  );
}

type Decide = (decision: 'approve' | 'reject') => void;

/**
 * The frame's own approval screen, drawn in plain DOM into `root`: what is asked (the message, or
 * the amount, recipient and network), by which site, with Reject and Approve. Idle, it says there
 * is nothing to approve. Light or dark, the accent and the background follow SYNC_THEME.
 */
export function approvalView(root: HTMLElement, decide: Decide): ApprovalScreen {
  let shownId: string | undefined;
  return {
    render(scene) {
      root.dataset.theme = scene.theme.mode;
      if (scene.theme.accent === undefined) root.style.removeProperty('--accent');
      else root.style.setProperty('--accent', scene.theme.accent);
      const { background } = scene.theme;
      if (background === undefined || !CSS.supports('color', background)) root.style.removeProperty('--bg');
      else root.style.setProperty('--bg', background);
      const current = scene.current;
      root.dataset.state = current === undefined ? 'idle' : 'approval';
      root.replaceChildren(
        current === undefined
          ? el('p', { class: 'idle', 'data-testid': 'frame-idle' }, 'Nothing to approve.')
          : approvalCard(current.request, scene, current.busy, decide),
      );
      // A new request takes focus (keyboard and screen-reader visitors land on it); a redraw of the same does not move it.
      if (current !== undefined && current.id !== shownId && !current.busy) {
        root.querySelector<HTMLElement>('[data-testid="approval-approve"]')?.focus();
      }
      shownId = current?.id;
    },
  };
}
