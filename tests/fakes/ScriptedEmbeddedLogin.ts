import { BehaviorSubject } from 'rxjs';
import {
  type EmbeddedLogin,
  type EmbeddedLoginState,
  type FrameArea,
  type SocialWindow,
} from '../../application/embedded/EmbeddedLogin';
import { INITIAL_EMBEDDED_LOGIN_STATE } from '../../application/embedded/EmbeddedLoginStore';
import { type AccountType } from '../../domain/account/AccountType';
import { type EmailConnectAction, type EmailUpdateAction } from '../../domain/embedded/EmailActions';
import { type RedirectSocialProvider } from '../../domain/social/SocialProvider';

/** What each scripted call resolves with. */
interface Answers {
  connectEmail: EmailConnectAction;
  approveDevice: void;
  verifyCode: void;
  resendCode: void;
  connectSocial: void;
  farcasterUri: string;
  connectFarcaster: void;
  updateEmail: EmailUpdateAction;
  verifyUpdatePrimaryCode: void;
  verifyUpdateSecondaryCode: string;
  setAccountType: void;
}

type Method = keyof Answers;

interface OpenCall {
  readonly method: Method;
  readonly args: readonly unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * The embedded wallet as its views see it, scripted by the test: each call stays open until the
 * test resolves or rejects it (oldest first), every call is recorded, and the state is pushed by
 * the test through `setState`. `loader` is what the views' context provides; `loads` counts how
 * often a view asked for the embedded wallet.
 */
export class ScriptedEmbeddedLogin implements EmbeddedLogin {
  private readonly state = new BehaviorSubject<EmbeddedLoginState>(INITIAL_EMBEDDED_LOGIN_STATE);
  readonly state$ = this.state.asObservable();
  /** Every call, in order, with its arguments. */
  readonly calls: { readonly method: string; readonly args: readonly unknown[] }[] = [];
  /** Every area `placeFrame` was given, in order. */
  readonly placements: (FrameArea | undefined)[] = [];
  /** The windows social logins were given, in order. */
  readonly socialWindows: SocialWindow[] = [];
  loads = 0;
  private readonly open: OpenCall[] = [];

  readonly loader = (): Promise<EmbeddedLogin> => {
    this.loads += 1;
    return Promise.resolve(this);
  };

  getState(): EmbeddedLoginState {
    return this.state.getValue();
  }

  setState(patch: Partial<EmbeddedLoginState>): void {
    this.state.next({ ...this.getState(), ...patch });
  }

  /** The calls of `method` still waiting for the test's answer. */
  waiting(method: Method): readonly (readonly unknown[])[] {
    return this.open.filter((call) => call.method === method).map((call) => call.args);
  }

  /** Answers the oldest open call of `method`. */
  resolve<M extends Method>(method: M, ...[value]: Answers[M] extends void ? [] : [Answers[M]]): void {
    this.take(method).resolve(value);
  }

  /** Fails the oldest open call of `method` with `error`. */
  reject(method: Method, error: unknown): void {
    this.take(method).reject(error);
  }

  connectEmail(email: string): Promise<EmailConnectAction> {
    return this.call('connectEmail', email);
  }

  approveDevice(): Promise<void> {
    return this.call('approveDevice');
  }

  verifyCode(code: string): Promise<void> {
    return this.call('verifyCode', code);
  }

  resendCode(): Promise<void> {
    return this.call('resendCode');
  }

  connectSocial(provider: RedirectSocialProvider, window: SocialWindow): Promise<void> {
    this.socialWindows.push(window);
    return this.call('connectSocial', provider);
  }

  farcasterUri(): Promise<string> {
    return this.call('farcasterUri');
  }

  connectFarcaster(): Promise<void> {
    return this.call('connectFarcaster');
  }

  updateEmail(newEmail: string): Promise<EmailUpdateAction> {
    return this.call('updateEmail', newEmail);
  }

  verifyUpdatePrimaryCode(code: string): Promise<void> {
    return this.call('verifyUpdatePrimaryCode', code);
  }

  verifyUpdateSecondaryCode(code: string): Promise<string> {
    return this.call('verifyUpdateSecondaryCode', code);
  }

  setAccountType(type: AccountType): Promise<void> {
    return this.call('setAccountType', type);
  }

  placeFrame(area: FrameArea | undefined): void {
    this.calls.push({ method: 'placeFrame', args: [area] });
    this.placements.push(area);
  }

  rejectPendingRequests(): void {
    this.calls.push({ method: 'rejectPendingRequests', args: [] });
  }

  private call<M extends Method>(method: M, ...args: unknown[]): Promise<Answers[M]> {
    this.calls.push({ method, args });
    return new Promise<Answers[M]>((resolve, reject) => {
      this.open.push({ method, args, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  private take(method: Method): OpenCall {
    const index = this.open.findIndex((call) => call.method === method);
    const [call] = index < 0 ? [] : this.open.splice(index, 1);
    if (call === undefined) throw new Error(`No open ${method} call to answer`);
    return call;
  }
}
