import { type FrameRequest } from '../protocol/frameProtocol';
import { answer, devChainId, loggedIn, type RequestHandler } from './RequestHandler';
import {
  checkTheme,
  optionalField,
  readAccountType,
  readChainId,
  readEmail,
  readOtp,
} from './requestPayloads';
import { readRpcCall } from './rpcCall';
import { userPayload } from './userPayload';

/** The session, the chain, the account and the page's data: everything after a login. */
export const ACCOUNT_HANDLERS = {
  GET_USER: async (input, parts) => {
    const { session, user } = loggedIn(input, parts);
    const chainField = optionalField(input.payload, 'chainId');
    if (chainField !== undefined) session.chainId = devChainId(parts, readChainId('GET_USER', chainField));
    const preferred = optionalField(input.payload, 'preferredAccountType');
    if (preferred !== undefined)
      parts.accountTypes.prefer(user.id, readAccountType('GET_USER', preferred), session.chainId);
    return answer(await userPayload(parts, user, session), { chainId: session.chainId });
  },
  SIGN_OUT: async ({ session }, parts) => {
    if (session !== undefined) parts.sessions.end(session.token);
    return answer(undefined, { session: null });
  },
  IS_CONNECTED: async ({ payload, context, session }, parts) => {
    if (session !== undefined) return answer({ isConnected: true });
    // The frame's storage may have been lost (partitioned storage is): the site may hand back
    // the token it was given, which the frame then keeps again.
    const kept = optionalField(payload, 'token');
    const adopted = typeof kept === 'string' ? parts.sessions.find(kept, context.projectId) : undefined;
    if (adopted !== undefined)
      return answer({ isConnected: true }, { session: adopted.token, chainId: adopted.chainId });
    return answer({ isConnected: false }, context.token === undefined ? {} : { session: null });
  },
  GET_CHAIN_ID: async ({ context, session }) => answer({ chainId: session?.chainId ?? context.chainId }),
  SWITCH_NETWORK: async ({ payload, session }, parts) => {
    const chainId = devChainId(parts, readChainId('SWITCH_NETWORK', optionalField(payload, 'chainId')));
    if (session !== undefined) session.chainId = chainId;
    return answer({ chainId }, { chainId });
  },
  UPDATE_EMAIL: async (input, parts) => {
    const { session, user } = loggedIn(input, parts);
    const email = readEmail('UPDATE_EMAIL', input.payload);
    return answer({ action: parts.emailUpdates.start(session.token, user, email) });
  },
  UPDATE_EMAIL_PRIMARY_OTP: async (input, parts) => {
    const { session, user } = loggedIn(input, parts);
    parts.emailUpdates.verifyPrimary(session.token, user, readOtp('UPDATE_EMAIL_PRIMARY_OTP', input.payload));
    return answer();
  },
  UPDATE_EMAIL_SECONDARY_OTP: async (input, parts) => {
    const { session, user } = loggedIn(input, parts);
    const newEmail = parts.emailUpdates.verifySecondary(
      session.token,
      readOtp('UPDATE_EMAIL_SECONDARY_OTP', input.payload),
    );
    parts.users.changeEmail(user.id, newEmail);
    return answer({ newEmail });
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: async (_input, parts) =>
    answer({ smartAccountEnabledNetworks: [...parts.accountTypes.enabledNetworks()] }),
  INIT_SMART_ACCOUNT: async (input, parts) => {
    const { session, user } = loggedIn(input, parts);
    return answer(await parts.accountTypes.initSmartAccount(user.address, session.chainId));
  },
  SET_PREFERRED_ACCOUNT: async (input, parts) => {
    const { session, user } = loggedIn(input, parts);
    const type = readAccountType('SET_PREFERRED_ACCOUNT', optionalField(input.payload, 'type'));
    const accounts = await parts.accountTypes.choose(user.id, user.address, session.chainId, type);
    return answer({ type, address: accounts.address });
  },
  RPC_REQUEST: async ({ payload, context, session }, parts) =>
    parts.rpc.handle(readRpcCall(payload), session, context.chainId),
  // The frame acts on these itself once the service lets them through (the project's gate).
  RPC_ABORT: async () => answer(),
  SYNC_THEME: async ({ payload }) => {
    checkTheme(payload);
    return answer();
  },
  SYNC_DAPP_DATA: async () => answer(),
  RELOAD: async () => answer(),
} as const satisfies Partial<Record<FrameRequest, RequestHandler>>;
