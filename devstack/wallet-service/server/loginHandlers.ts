import { type FrameRequest } from '../protocol/frameProtocol';
import { answer, type RequestHandler, startSession } from './RequestHandler';
import {
  optionalField,
  readAccountType,
  readChainId,
  readEmail,
  readOtp,
  readProvider,
  readString,
} from './requestPayloads';
import { userPayload } from './userPayload';

/** SPEC §4 logins: email (with device approval and codes), social by redirect, and Farcaster. */
export const LOGIN_HANDLERS = {
  CONNECT_EMAIL: async ({ payload, context, session }, parts) => {
    const email = readEmail('CONNECT_EMAIL', payload);
    const loggedInEmail = session === undefined ? undefined : parts.users.byId(session.userId)?.email;
    return answer({ action: parts.emailLogins.connectEmail(email, context, loggedInEmail) });
  },
  CONNECT_DEVICE: async ({ context }, parts) => {
    await parts.emailLogins.connectDevice(context);
    return answer();
  },
  CONNECT_OTP: async ({ payload, context }, parts) => {
    const email = parts.emailLogins.connectOtp(readOtp('CONNECT_OTP', payload), context);
    const { session } = await startSession(parts, { key: `email:${email}`, email }, context);
    return answer(undefined, { session: session.token, chainId: session.chainId });
  },
  GET_SOCIAL_REDIRECT_URI: async ({ payload, context }, parts) =>
    answer({ uri: parts.social.redirectUri(readProvider('GET_SOCIAL_REDIRECT_URI', payload), context) }),
  CONNECT_SOCIAL: async ({ payload, context }, parts) => {
    const { provider, identity } = parts.social.verify(readString('CONNECT_SOCIAL', payload, 'uri'), context);
    const chainField = optionalField(payload, 'chainId');
    const chainId = chainField === undefined ? context.chainId : readChainId('CONNECT_SOCIAL', chainField);
    const { user, session } = await startSession(
      parts,
      {
        key: `${provider}:${identity.subject}`,
        userName: identity.userName,
        ...(identity.email === undefined ? {} : { email: identity.email }),
      },
      context,
      chainId,
    );
    const preferred = optionalField(payload, 'preferredAccountType');
    if (preferred !== undefined)
      parts.accountTypes.prefer(user.id, readAccountType('CONNECT_SOCIAL', preferred), session.chainId);
    return answer(await userPayload(parts, user, session), {
      session: session.token,
      chainId: session.chainId,
    });
  },
  GET_FARCASTER_URI: async ({ context }, parts) => answer({ url: parts.farcaster.open(context) }),
  CONNECT_FARCASTER: async ({ context }, parts) => {
    const identity = await parts.farcaster.waitForApproval(context);
    const { session } = await startSession(
      parts,
      { key: `farcaster:${identity.fid}`, userName: identity.userName },
      context,
    );
    return answer({ userName: identity.userName }, { session: session.token, chainId: session.chainId });
  },
} as const satisfies Partial<Record<FrameRequest, RequestHandler>>;
