import { type FrameMessage } from '../protocol/frameProtocol';
import {
  type ApprovalBody,
  type ApprovalRequest,
  type FrameRequestBody,
  type ServiceAnswer,
  type SiteData,
} from '../protocol/serviceApi';

/** The window the frame lives in, as far as the protocol needs it. */
export interface FrameWindow {
  /** The site's window: the only sender the frame listens to, compared by identity. */
  readonly parent: unknown;
  postToParent(message: FrameMessage, targetOrigin: string): void;
  reload(): void;
}

/** The frame's own storage (partitioned by the browser per site): its device id and session token. */
export interface FrameStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The frame's server, same origin: where everything needing a key or a record is done. */
export interface ServiceClient {
  request(body: FrameRequestBody): Promise<ServiceAnswer>;
  approve(body: ApprovalBody): Promise<ServiceAnswer>;
}

/** How the approval screen looks: SYNC_THEME's mode, accent and (the modal card's) background. */
export interface FrameTheme {
  readonly mode: 'light' | 'dark';
  readonly accent: string | undefined;
  /** The card's colour as the site drew it (`w3mThemeVariables`); the mode's own when absent. */
  readonly background?: string | undefined;
}

/** An unsafe request waiting for the visitor. */
export interface PendingApproval {
  readonly id: string;
  readonly ticket: string;
  readonly request: ApprovalRequest;
  /** Approved, and being signed or sent: its buttons are off. */
  busy: boolean;
}

/** What the approval screen draws: the oldest waiting request (none: idle) and how many follow. */
export interface ApprovalScene {
  readonly current: PendingApproval | undefined;
  readonly waiting: number;
  readonly site: SiteData | undefined;
  readonly theme: FrameTheme;
}

export interface ApprovalScreen {
  render(scene: ApprovalScene): void;
}

/** A message as the window's `message` event carries it. */
export interface IncomingMessage {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}
