import { randomBytes } from 'node:crypto';
import { type FrameContext } from '../protocol/serviceApi';
import { SERVICE_TIMES_MS, type ServiceClock } from './ServiceClock';
import { ServiceError } from './ServiceError';
import { SOCIAL_IDENTITIES, type SocialIdentity, type SocialProvider } from './socialIdentities';

/** Where the provider page sends the visitor back, with `state` and `code` (or nothing, on cancel). */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

/** A social login under way: who asked (project, device, site) and, once the visitor chose, the code. */
export interface SocialState {
  readonly provider: SocialProvider;
  readonly projectId: string;
  readonly deviceId: string;
  /** The site's exact origin: the callback posts the result to it and to nothing else. */
  readonly siteOrigin: string;
  readonly siteName: string | undefined;
  readonly expiresAt: number;
  chosen?: { readonly code: string; readonly identity: SocialIdentity };
}

const random = (): string => randomBytes(24).toString('base64url');

const unverified = (reason: string): ServiceError =>
  new ServiceError(`The social login could not be verified: ${reason}`);

/**
 * Social logins through the devstack's provider pages: GET_SOCIAL_REDIRECT_URI makes a state
 * bound to the project, the device and the site; the visitor picks a test account on the
 * provider page, which returns to the callback with that state and a one-use code; the site
 * hands the callback's address back with CONNECT_SOCIAL, and only the device that began the
 * login, under the same project, can turn it into a session.
 */
export class SocialLogins {
  private readonly states = new Map<string, SocialState>();

  constructor(
    private readonly clock: ServiceClock,
    private readonly serviceUrl: string,
  ) {}

  redirectUri(provider: SocialProvider, context: FrameContext): string {
    const state = random();
    this.states.set(state, {
      provider,
      projectId: context.projectId,
      deviceId: context.deviceId,
      siteOrigin: context.origin,
      siteName: context.site?.name,
      expiresAt: this.clock.now() + SERVICE_TIMES_MS.linkLifetime,
    });
    return `${this.serviceUrl}/social/${provider}/authorize?state=${state}`;
  }

  /** The login a provider page or the callback is about; refused when unknown or expired. */
  stateOf(state: string, provider?: SocialProvider): SocialState {
    const found = this.states.get(state);
    if (found === undefined || (provider !== undefined && found.provider !== provider)) {
      throw new ServiceError('This sign-in is not known: start it again from the site');
    }
    if (this.clock.now() >= found.expiresAt) {
      throw new ServiceError('This sign-in has expired: start it again from the site');
    }
    return found;
  }

  /** The visitor chose account `index`: the address of the callback that carries the new code. */
  choose(state: string, provider: SocialProvider, index: number): string {
    const found = this.stateOf(state, provider);
    const identity = SOCIAL_IDENTITIES[provider][index];
    if (identity === undefined) throw new ServiceError(`There is no test account ${index} at ${provider}`);
    found.chosen = { code: random(), identity };
    const callback = new URL(SOCIAL_CALLBACK_PATH, this.serviceUrl);
    callback.searchParams.set('state', state);
    callback.searchParams.set('code', found.chosen.code);
    return callback.toString();
  }

  /**
   * CONNECT_SOCIAL: the provider account proven by a callback address. Refused when the address
   * is not this service's callback, when its state is unknown, expired, or began on another
   * device or project, and when its code is not the one issued for that state.
   */
  verify(uri: string, context: FrameContext): { provider: SocialProvider; identity: SocialIdentity } {
    let parsed: URL;
    try {
      parsed = new URL(uri);
    } catch {
      throw unverified('the address is not a URL');
    }
    if (parsed.origin !== new URL(this.serviceUrl).origin || parsed.pathname !== SOCIAL_CALLBACK_PATH) {
      throw unverified('the address is not this wallet service’s callback');
    }
    const state = parsed.searchParams.get('state') ?? '';
    const code = parsed.searchParams.get('code') ?? '';
    const found = this.states.get(state);
    if (found === undefined) throw unverified('its state is not one this service issued');
    if (this.clock.now() >= found.expiresAt) throw unverified('it has expired; sign in again');
    if (found.projectId !== context.projectId || found.deviceId !== context.deviceId) {
      throw unverified('it was begun on another device or site');
    }
    if (found.chosen === undefined || found.chosen.code !== code) {
      throw unverified('its code does not belong to its state');
    }
    // One use: a second CONNECT_SOCIAL with the same address finds no state.
    this.states.delete(state);
    return { provider: found.provider, identity: found.chosen.identity };
  }
}
