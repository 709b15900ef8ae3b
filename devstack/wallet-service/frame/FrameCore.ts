import {
  errorType,
  FRAME_ERRORS,
  FRAME_PROTOCOL_VERSION,
  FRAME_READY,
  FRAME_SESSION_UPDATE,
  type FrameMessage,
  type FrameRequest,
  requestOfAppEvent,
  successType,
} from '../protocol/frameProtocol';
import { type FrameContext, type ServiceAnswer, type SiteData } from '../protocol/serviceApi';
import {
  type ApprovalScreen,
  type FrameStore,
  type FrameTheme,
  type FrameWindow,
  type IncomingMessage,
  type PendingApproval,
  type ServiceClient,
} from './FramePorts';
import { siteOf, themeOf } from './syncedData';

export const STORAGE_KEYS = {
  deviceId: 'keyport-wallet/device-id',
  token: 'keyport-wallet/session-token',
} as const;

export interface FrameCoreOptions {
  readonly window: FrameWindow;
  readonly store: FrameStore;
  readonly service: ServiceClient;
  readonly screen: ApprovalScreen;
  readonly projectId: string;
  readonly chainId: number;
  /** The site's origin when the browser tells it (`location.ancestorOrigins`), else learnt from its first request. */
  readonly parentOrigin: string | undefined;
  readonly newDeviceId: () => string;
  /** `enableLogger=true`: each message's direction, type and id go here. */
  readonly log?: (line: string) => void;
}

/**
 * The frame's side of REFERENCE §4. It reads only messages from the site's window (and, once the
 * site's origin is known, only from that origin), takes only known `@w3m-app/` requests with an
 * id, and answers each with the same id, posted to the site's exact origin, never to `'*'`.
 * Every request goes to the frame's server; unsafe RPC requests then wait on the approval screen
 * for the visitor. The frame keeps its device id and session token in its own storage.
 */
export class FrameCore {
  private parentOrigin: string | undefined;
  private chainId: number;
  private theme: FrameTheme = { mode: 'dark', accent: undefined };
  private site: SiteData | undefined;
  private readonly approvals: PendingApproval[] = [];

  constructor(private readonly options: FrameCoreOptions) {
    this.parentOrigin = options.parentOrigin;
    this.chainId = options.chainId;
    this.render();
  }

  /** Says READY to the site: the frame takes requests from now on. */
  announceReady(): void {
    this.post({ type: FRAME_READY, payload: { version: FRAME_PROTOCOL_VERSION } });
  }

  /** A `message` event of the frame's window. Anything not a request from the site is ignored. */
  receive(event: IncomingMessage): void {
    if (event.source !== this.options.window.parent) return;
    if (this.parentOrigin !== undefined && event.origin !== this.parentOrigin) return;
    const data = event.data as Partial<FrameMessage> | null;
    if (typeof data !== 'object' || data === null || typeof data.id !== 'string' || data.id === '') return;
    const request = requestOfAppEvent(data.type);
    if (request === undefined) return;
    this.parentOrigin ??= event.origin;
    this.options.log?.(`← ${String(data.type)} ${data.id}`);
    void this.handle(data.id, request, data.payload);
  }

  /** The visitor approved the request on the screen: the server signs (or sends) it. */
  async approve(): Promise<void> {
    const current = this.approvals[0];
    if (current === undefined || current.busy) return;
    current.busy = true;
    this.render();
    const answer = await this.call(() =>
      this.options.service.approve({ context: this.context(), ticket: current.ticket }),
    );
    this.approvals.splice(this.approvals.indexOf(current), 1);
    this.render();
    this.answer(current.id, 'RPC_REQUEST', answer);
  }

  /** The visitor rejected the request on the screen. */
  reject(): void {
    const current = this.approvals[0];
    if (current === undefined || current.busy) return;
    this.approvals.shift();
    this.render();
    this.fail(current.id, 'RPC_REQUEST', FRAME_ERRORS.userRejected);
  }

  private async handle(id: string, request: FrameRequest, payload: unknown): Promise<void> {
    const answer = await this.call(() =>
      this.options.service.request({ context: this.context(), type: request, payload }),
    );
    if (answer.outcome === 'approval') {
      this.approvals.push({ id, ticket: answer.ticket, request: answer.request, busy: false });
      this.render();
      return;
    }
    if (answer.outcome === 'success') this.applyLocally(request, payload);
    this.answer(id, request, answer);
    if (answer.outcome === 'success' && request === 'RELOAD') this.options.window.reload();
  }

  /** What a request changes in the frame itself once its server let it through. */
  private applyLocally(request: FrameRequest, payload: unknown): void {
    if (request === 'SYNC_THEME') this.theme = themeOf(payload, this.theme);
    else if (request === 'SYNC_DAPP_DATA') this.site = siteOf(payload);
    else if (request === 'RPC_ABORT') this.abortWaiting();
    else return;
    this.render();
  }

  /** RPC_ABORT: every request still waiting for the visitor is dropped ("Request was aborted"). */
  private abortWaiting(): void {
    const dropped = this.approvals.filter((approval) => !approval.busy);
    this.approvals.splice(0, this.approvals.length, ...this.approvals.filter((approval) => approval.busy));
    for (const approval of dropped) this.fail(approval.id, 'RPC_REQUEST', FRAME_ERRORS.aborted);
  }

  private answer(id: string, request: FrameRequest, answer: ServiceAnswer): void {
    if (answer.outcome === 'silent' || answer.outcome === 'approval') return;
    if (answer.outcome === 'error') {
      this.fail(id, request, answer.message);
      return;
    }
    if (answer.chainId !== undefined) this.chainId = answer.chainId;
    if (answer.session === null) this.options.store.remove(STORAGE_KEYS.token);
    if (typeof answer.session === 'string') {
      this.options.store.set(STORAGE_KEYS.token, answer.session);
      this.post({ type: FRAME_SESSION_UPDATE, payload: { token: answer.session } });
    }
    this.post({
      id,
      type: successType(request),
      ...(answer.payload === undefined ? {} : { payload: answer.payload }),
    });
  }

  private fail(id: string, request: FrameRequest, message: string): void {
    this.post({ id, type: errorType(request), payload: { message } });
  }

  private post(message: FrameMessage): void {
    // No known origin, no message: posting to '*' could hand an answer to whoever the site is now.
    if (this.parentOrigin === undefined) return;
    this.options.log?.(`→ ${message.type}${message.id === undefined ? '' : ` ${message.id}`}`);
    this.options.window.postToParent(message, this.parentOrigin);
  }

  private async call(send: () => Promise<ServiceAnswer>): Promise<ServiceAnswer> {
    try {
      return await send();
    } catch (error) {
      return {
        outcome: 'error',
        message: `The wallet service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }

  private context(): FrameContext {
    const token = this.options.store.get(STORAGE_KEYS.token);
    return {
      projectId: this.options.projectId,
      origin: this.parentOrigin ?? '',
      deviceId: this.deviceId(),
      chainId: this.chainId,
      ...(token === null ? {} : { token }),
      ...(this.site === undefined ? {} : { site: this.site }),
    };
  }

  private deviceId(): string {
    const kept = this.options.store.get(STORAGE_KEYS.deviceId);
    if (kept !== null) return kept;
    const created = this.options.newDeviceId();
    this.options.store.set(STORAGE_KEYS.deviceId, created);
    return created;
  }

  private render(): void {
    this.options.screen.render({
      current: this.approvals[0],
      waiting: Math.max(0, this.approvals.length - 1),
      site: this.site,
      theme: this.theme,
    });
  }
}
