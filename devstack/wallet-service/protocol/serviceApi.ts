import { type FrameRequest } from './frameProtocol';

/**
 * How the frame talks to its own server (same origin, JSON over POST). The frame holds no key:
 * it passes each request of the site on, with who is asking, and acts on the answer.
 */
export const SERVICE_API_PATHS = {
  /** A request of the site: `FrameRequestBody` → `ServiceAnswer`. */
  request: '/api/request',
  /** The visitor approved a request shown in the frame: `ApprovalBody` → `ServiceAnswer`. */
  approve: '/api/approve',
} as const;

/** The site's data from SYNC_DAPP_DATA, as far as the service shows it to the visitor. */
export interface SiteData {
  readonly name?: string;
  readonly url?: string;
}

/** Who is asking: the frame's project, the site's origin, this device and its session. */
export interface FrameContext {
  readonly projectId: string;
  /** The exact origin of the page that holds the frame. */
  readonly origin: string;
  /** A random id the frame keeps in its own storage: email logins approve devices by it. */
  readonly deviceId: string;
  /** The session token the frame holds, if any. */
  readonly token?: string;
  /** The chain the frame is on (from its address, then SWITCH_NETWORK). */
  readonly chainId: number;
  readonly site?: SiteData;
}

export interface FrameRequestBody {
  readonly context: FrameContext;
  readonly type: FrameRequest;
  readonly payload?: unknown;
}

export interface ApprovalBody {
  readonly context: FrameContext;
  readonly ticket: string;
}

/** One call of a wallet_sendCalls batch, as the approval screen shows it. */
export interface PreviewCall {
  readonly to: string;
  readonly valueEther: string;
  readonly data?: string;
}

/** What an unsafe request asks, in the words the approval screen shows. */
export type ApprovalPreview =
  | { readonly kind: 'message'; readonly text: string }
  | {
      readonly kind: 'typedData';
      readonly domainName?: string;
      readonly primaryType: string;
      readonly json: string;
    }
  | {
      readonly kind: 'transaction';
      readonly to?: string;
      readonly valueEther: string;
      readonly data?: string;
    }
  | { readonly kind: 'calls'; readonly calls: readonly PreviewCall[] };

/** SPEC §3 account types: the user's key itself, or the smart account it owns. */
export type AccountType = 'eoa' | 'smartAccount';

export interface ApprovalRequest {
  readonly method: string;
  /** The account that signs or pays. */
  readonly from: string;
  /** Which of the user's accounts `from` is: the screen says so. */
  readonly accountType: AccountType;
  /** The network's name and id, e.g. `Ethereum (devstack) · 1`. */
  readonly network: string;
  readonly preview: ApprovalPreview;
}

/**
 * The server's answer to the frame:
 * - `success`: answer X_SUCCESS with `payload`; `session` is a new token to keep and announce
 *   (SESSION_UPDATE), or `null` to forget the one kept; `chainId` is the chain the frame is on now;
 * - `error`: answer X_ERROR with `{ message }`;
 * - `approval`: show the request, and on Approve send its `ticket` to {@link SERVICE_API_PATHS.approve};
 * - `silent`: never answer (a failure switched on for tests).
 */
export type ServiceAnswer =
  | {
      readonly outcome: 'success';
      readonly payload?: unknown;
      readonly session?: string | null;
      readonly chainId?: number;
    }
  | { readonly outcome: 'error'; readonly message: string }
  | { readonly outcome: 'approval'; readonly ticket: string; readonly request: ApprovalRequest }
  | { readonly outcome: 'silent' };
