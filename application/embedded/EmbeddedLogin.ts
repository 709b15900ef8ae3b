import type { Observable } from 'rxjs';
import type { AccountType } from '../../domain/account/AccountType';
import type { EmailConnectAction, EmailUpdateAction } from '../../domain/embedded/EmailActions';
import type { EmbeddedWalletUser } from '../../domain/embedded/EmbeddedWalletUser';
import type { RedirectSocialProvider } from '../../domain/social/SocialProvider';

/** How the visitor logged in to the embedded wallet (SPEC §3 `authProvider`, `email` by default). */
export type EmbeddedAuthProvider = 'email' | RedirectSocialProvider | 'farcaster';

/** Where the hidden frame stands (SPEC §4 readiness, §9 load timeout). */
export type EmbeddedFrameStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What the embedded wallet's views draw from. One object per change, never mutated. */
export interface EmbeddedLoginState {
  readonly frame: EmbeddedFrameStatus;
  /** The email being logged in with (the code views show it), or the signed-in user's. */
  readonly email: string | undefined;
  /** The signed-in user as the frame last reported it; undefined while logged out. */
  readonly user: EmbeddedWalletUser | undefined;
  readonly authProvider: EmbeddedAuthProvider | undefined;
  /** The user name a social or Farcaster login answered (SPEC §4: stored). */
  readonly userName: string | undefined;
  /** The account type in use on eip155 once logged in. */
  readonly accountType: AccountType | undefined;
  /** The eip155 chain ids on which the wallet service offers smart accounts (SPEC §6). */
  readonly smartAccountNetworks: readonly number[];
  /** An unsafe request waits for the visitor in the frame (the ApproveTransaction view is up). */
  readonly awaitingApproval: boolean;
  /** When (ms since 1970, the Clock's) a new email code may be asked for; undefined: now (SPEC §5). */
  readonly nextCodeAt: number | undefined;
}

/** Where the frame is drawn over the card while a request waits for approval, in viewport pixels. */
export interface FrameArea {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The window a social login runs in. The view opens it at the visitor's click, before anything
 * is awaited, so that pop-up blockers let it through (REFERENCE §4); the login then points it at
 * the provider and waits for the wallet service's answer from it. In a page it comes from
 * `presentation/composition/openSocialWindow`: the frame's adapter takes that answer only from a
 * window opened there.
 */
export interface SocialWindow {
  navigate(url: string): void;
  isClosed(): boolean;
  close(): void;
}

/**
 * The embedded wallet as its views and the public actions use it (SPEC §4 "The embedded wallet").
 * Every method loads and readies the frame first when it is not (20 s load limit, then READY and
 * 500 ms). Failures are KeyportErrors with the SPEC §8 messages; a login that completes connects
 * the instance through the AUTH connector like any wallet (status, account, events).
 */
export interface EmbeddedLogin {
  readonly state$: Observable<EmbeddedLoginState>;
  getState(): EmbeddedLoginState;
  /** CONNECT_EMAIL: what the service asks for next. `CONNECT` means the login is complete. */
  connectEmail(email: string): Promise<EmailConnectAction>;
  /** CONNECT_DEVICE: resolves once the visitor approved this device from the mailed link. */
  approveDevice(): Promise<void>;
  /** CONNECT_OTP, then GET_USER: the login completes and the instance is connected. */
  verifyCode(code: string): Promise<void>;
  /** Sends the email code again; `EmailCodeCooldownError` within 30 s of the last one (SPEC §5). */
  resendCode(): Promise<void>;
  /**
   * GET_SOCIAL_REDIRECT_URI, points `window` at it, waits for the wallet service's `{resultUri}`
   * from that window, then CONNECT_SOCIAL. Rejects when the visitor closes the window first.
   */
  connectSocial(provider: RedirectSocialProvider, window: SocialWindow): Promise<void>;
  /** GET_FARCASTER_URI: the address to show as a QR code and a link. */
  farcasterUri(): Promise<string>;
  /** CONNECT_FARCASTER: resolves once the visitor approved in Farcaster, connected. */
  connectFarcaster(): Promise<void>;
  /** UPDATE_EMAIL: which code comes first. */
  updateEmail(newEmail: string): Promise<EmailUpdateAction>;
  /** UPDATE_EMAIL_PRIMARY_OTP: the code mailed to the current address. */
  verifyUpdatePrimaryCode(code: string): Promise<void>;
  /** UPDATE_EMAIL_SECONDARY_OTP: the code mailed to the new address; resolves with the new email. */
  verifyUpdateSecondaryCode(code: string): Promise<string>;
  /** SET_PREFERRED_ACCOUNT; falls back to `eoa` when the frame refuses (SPEC §4). */
  setAccountType(type: AccountType): Promise<void>;
  /** Shows the frame over `area` while a request waits for approval; undefined hides it. */
  placeFrame(area: FrameArea | undefined): void;
  /** The visitor turned the pending requests down outside the frame: each unsafe one is aborted. */
  rejectPendingRequests(): void;
}
