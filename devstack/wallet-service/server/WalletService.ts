import { type FrameRequest, isFrameRequest } from '../protocol/frameProtocol';
import {
  type ApprovalBody,
  type FrameContext,
  type FrameRequestBody,
  type ServiceAnswer,
} from '../protocol/serviceApi';
import { ProviderRpcError } from '../../test-wallet/ProviderRpcError';
import { ACCOUNT_HANDLERS } from './accountHandlers';
import { AccountTypes, NO_SMART_ACCOUNTS, type SmartAccounts } from './AccountTypes';
import { CallBatches } from './CallBatches';
import { type ChainAccess } from './ChainAccess';
import { DeviceApprovals } from './DeviceApprovals';
import { EmailLogins } from './EmailLogins';
import { EmailUpdates } from './EmailUpdates';
import { FarcasterChannels } from './FarcasterChannels';
import { LOGIN_HANDLERS } from './loginHandlers';
import { type Mail, Mailbox } from './Mailbox';
import { OneTimeCodes, randomCode } from './OneTimeCodes';
import { type FailureSettings, ProjectAccess, type WalletServiceProject } from './ProjectAccess';
import { type RequestHandler } from './RequestHandler';
import { RpcRequests } from './RpcRequests';
import { SERVICE_TIMES_MS, type ServiceClock, SYSTEM_CLOCK } from './ServiceClock';
import { ServiceError } from './ServiceError';
import { Sessions } from './Sessions';
import { SocialLogins } from './SocialLogins';
import { Users } from './Users';
import { type WalletServiceParts } from './WalletServiceParts';

/** The secret users' keys are derived from when none is given: stable, so addresses survive restarts. */
export const DEFAULT_SERVICE_SECRET = 'keyport devstack wallet service';

export interface WalletServiceSettings {
  /** `http://localhost:<port>`: where the frame, the links and the provider pages are. */
  readonly serviceUrl: string;
  readonly chains: ChainAccess;
  readonly projects: Readonly<Record<string, WalletServiceProject>>;
  readonly failures?: Readonly<Record<string, FailureSettings>>;
  readonly secret?: string;
  readonly sessionLifetimeMs?: number;
  /** Where smart accounts come from; none unless given (the devstack gives `devSmartAccounts`). */
  readonly smartAccounts?: SmartAccounts;
  readonly onMail?: (mail: Mail) => void;
  readonly clock?: ServiceClock;
  /** The codes mailed; random 6 digits unless a test fixes them. */
  readonly newCode?: () => string;
}

const HANDLERS: Readonly<Record<FrameRequest, RequestHandler>> = { ...LOGIN_HANDLERS, ...ACCOUNT_HANDLERS };

function messageOf(error: unknown): string {
  if (error instanceof ServiceError || error instanceof ProviderRpcError) return error.message;
  // Not a refusal: something broke. The site is told, and the console keeps the whole story.
  console.error('Wallet service:', error);
  return error instanceof Error ? error.message : String(error);
}

/**
 * The wallet service without its HTTP side: the frame's requests in, answers out. Every request
 * passes the project's gate first (known project, allowed origin, failures switched on), then
 * its handler; a refusal or failure becomes an error answer with its message.
 */
export class WalletService {
  readonly parts: WalletServiceParts;

  constructor(settings: WalletServiceSettings) {
    const clock = settings.clock ?? SYSTEM_CLOCK;
    const mailbox = new Mailbox(settings.onMail);
    const codes = new OneTimeCodes(clock, mailbox, settings.newCode ?? randomCode);
    const users = new Users(settings.secret ?? DEFAULT_SERVICE_SECRET, settings.chains);
    const devices = new DeviceApprovals(clock, mailbox, settings.serviceUrl);
    const accountTypes = new AccountTypes(settings.smartAccounts ?? NO_SMART_ACCOUNTS);
    this.parts = {
      access: new ProjectAccess(settings.projects, settings.failures),
      chains: settings.chains,
      mailbox,
      users,
      sessions: new Sessions(clock, settings.sessionLifetimeMs ?? SERVICE_TIMES_MS.session),
      emailLogins: new EmailLogins(codes, devices),
      emailUpdates: new EmailUpdates(codes, users),
      devices,
      social: new SocialLogins(clock, settings.serviceUrl),
      farcaster: new FarcasterChannels(clock, settings.serviceUrl),
      accountTypes,
      rpc: new RpcRequests(users, settings.chains, new CallBatches(settings.chains), accountTypes, clock),
    };
  }

  async request(body: FrameRequestBody): Promise<ServiceAnswer> {
    return this.gated(body.context, body.type, (session) =>
      HANDLERS[body.type]({ payload: body.payload, context: body.context, session }, this.parts),
    );
  }

  /** The visitor approved an unsafe request in the frame. */
  async approve(body: ApprovalBody): Promise<ServiceAnswer> {
    return this.gated(body.context, 'RPC_REQUEST', (session) => this.parts.rpc.approve(body.ticket, session));
  }

  /** Ends the requests that wait for the visitor (device links, Farcaster): the service is stopping. */
  close(): void {
    this.parts.devices.close();
    this.parts.farcaster.close();
  }

  private async gated(
    context: FrameContext,
    request: FrameRequest,
    handle: (session: ReturnType<WalletServiceParts['sessions']['find']>) => Promise<ServiceAnswer>,
  ): Promise<ServiceAnswer> {
    if (!isFrameRequest(request)) return { outcome: 'error', message: `Unknown request ${String(request)}` };
    const gate = this.parts.access.gate(context.projectId, context.origin, request);
    if ('silent' in gate) return { outcome: 'silent' };
    if ('refusal' in gate) return { outcome: 'error', message: gate.refusal };
    try {
      return await handle(this.parts.sessions.find(context.token, context.projectId));
    } catch (error) {
      return { outcome: 'error', message: messageOf(error) };
    }
  }
}
