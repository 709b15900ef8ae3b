import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { filter, firstValueFrom, interval, map, type Observable, race } from 'rxjs';
import { SocialLoginResultMessageCodec } from '../../domain/embedded/SocialLoginResultMessage';
import { UserRejectedRequestError } from '../../domain/errors/WalletRequestErrors';
import { type RedirectSocialProvider } from '../../domain/social/SocialProvider';
import { AccountStore } from '../account/AccountStore';
import { Clock } from '../ports/Clock';
import { type SocialWindow } from './EmbeddedLogin';
import { EmbeddedSession } from './EmbeddedSession';
import { FrameClient } from './FrameClient';

/** REFERENCE §4: how often the login looks whether the visitor closed the social login's window. */
export const SOCIAL_WINDOW_POLL_MS = 1_000;

/** The social window's outcome: the address the provider sent the visitor back to, or closed. */
type WindowOutcome = { readonly resultUri: string } | { readonly closed: true };

/**
 * Logging in with a social account (SPEC §4, REFERENCE §4): the frame gives the provider's
 * address (GET_SOCIAL_REDIRECT_URI), the window the view opened at the visitor's click goes there,
 * and the wallet service posts back from it where the provider returned (`{resultUri}`), which the
 * frame is given (CONNECT_SOCIAL) to complete the login. Farcaster has its own address, shown as a
 * QR code, and waits on CONNECT_FARCASTER.
 */
@injectable()
export class SocialLogin {
  constructor(
    @inject(FrameClient) private readonly frame: FrameClient,
    @inject(EmbeddedSession) private readonly session: EmbeddedSession,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** `USER_REJECTED` when the visitor closes the window before the provider sent them back. */
  async connectSocial(provider: RedirectSocialProvider, window: SocialWindow): Promise<void> {
    let resultUri: string;
    try {
      const { uri } = await this.frame.request('GET_SOCIAL_REDIRECT_URI', { provider });
      window.navigate(uri);
      resultUri = await this.resultFrom(window);
    } catch (error) {
      window.close();
      throw error;
    }
    const result = await this.frame.request('CONNECT_SOCIAL', {
      uri: resultUri,
      preferredAccountType: this.session.preferredAccountType(),
      chainId: this.session.chainId(),
    });
    const { accounts } = result;
    // The answer may leave the accounts to GET_USER (REFERENCE §4).
    const user = accounts === undefined ? undefined : { ...result, accounts };
    const { userName } = result;
    await this.session.complete(provider, {
      ...(user === undefined ? {} : { user }),
      ...(userName === undefined ? {} : { userName }),
    });
  }

  /** GET_FARCASTER_URI: the address the visitor opens in Farcaster (a QR code on a computer). */
  async farcasterUri(): Promise<string> {
    const { url } = await this.frame.request('GET_FARCASTER_URI', undefined);
    this.accounts.patchAccount('eip155', { farcasterUrl: url });
    return url;
  }

  /** CONNECT_FARCASTER: resolves once the visitor approved in Farcaster, logged in and connected. */
  async connectFarcaster(): Promise<void> {
    const { userName } = await this.frame.request('CONNECT_FARCASTER', undefined);
    await this.session.complete('farcaster', { userName });
  }

  private async resultFrom(window: SocialWindow): Promise<string> {
    const results = await this.frame.withMessenger((messenger) => messenger.resultsFrom(window));
    const returned$: Observable<WindowOutcome> = results.pipe(
      map((message) => SocialLoginResultMessageCodec.decode(message)),
      filter(E.isRight),
      map(({ right }) => ({ resultUri: right.resultUri })),
    );
    const closed$: Observable<WindowOutcome> = interval(SOCIAL_WINDOW_POLL_MS, this.clock.scheduler).pipe(
      filter(() => window.isClosed()),
      map(() => ({ closed: true }) as const),
    );
    const outcome = await firstValueFrom(race(returned$, closed$));
    if ('closed' in outcome) throw new UserRejectedRequestError({ details: 'the login window was closed' });
    return outcome.resultUri;
  }
}
