import { type AccountTypes } from './AccountTypes';
import { type ChainAccess } from './ChainAccess';
import { type DeviceApprovals } from './DeviceApprovals';
import { type EmailLogins } from './EmailLogins';
import { type EmailUpdates } from './EmailUpdates';
import { type FarcasterChannels } from './FarcasterChannels';
import { type Mailbox } from './Mailbox';
import { type ProjectAccess } from './ProjectAccess';
import { type RpcRequests } from './RpcRequests';
import { type Sessions } from './Sessions';
import { type SocialLogins } from './SocialLogins';
import { type Users } from './Users';

/** Everything a request handler may use: the service's state, one object per concern. */
export interface WalletServiceParts {
  readonly access: ProjectAccess;
  readonly chains: ChainAccess;
  readonly mailbox: Mailbox;
  readonly users: Users;
  readonly sessions: Sessions;
  readonly emailLogins: EmailLogins;
  readonly emailUpdates: EmailUpdates;
  readonly devices: DeviceApprovals;
  readonly social: SocialLogins;
  readonly farcaster: FarcasterChannels;
  readonly accountTypes: AccountTypes;
  readonly rpc: RpcRequests;
}
