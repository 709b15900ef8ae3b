import {
  type WalletPage,
  type WalletQuery,
  type WalletRegistry,
} from '../../application/ports/WalletRegistry';
import { HttpStatusError } from '../../domain/errors/HttpStatusError';
import { cutForDisplay } from '../../domain/format/cutForDisplay';
import { decodeJsonAnswer } from '../http/decodeJsonAnswer';
import { buildUrl, fetchOk, withTimeout, type FetchFunction, type ServiceIdentity } from '../http/HttpClient';
import { answerSizeLimitBytes } from '../../domain/constants/limits';
import { type DroppedItemsListener, keptItems } from '../http/keptItems';
import { readBoundedText } from '../http/readBoundedText';
import { RequestFailedError } from '../http/RequestErrors';
import { ResponseTooLargeError } from '../http/ResponseTooLargeError';
import { walletImageUrl } from './walletImageUrl';
import { WalletPageCodec } from './WalletPageCodec';

/** How long an explorer call may take: the 10 s that SPEC §9 gives RPC calls. */
export const WALLET_REGISTRY_TIMEOUT_MS = 10_000;

const GET_WALLETS = 'GET /getWallets';

function commaJoined(list: readonly string[] | undefined): string | undefined {
  return list?.join(',');
}

/**
 * The wallet explorer over HTTP (REFERENCE §3c). Every call carries the project id, sdk type and
 * sdk version. Answers are decoded before use: a non-2xx status raises `HttpStatusError`, a body
 * that is not a wallet page `InvalidResponseError`, no answer in time `RequestTimeoutError`, and
 * an unreachable explorer `RequestFailedError`, and a body past
 * its size limit `ResponseTooLargeError`. Wallets that do not decode are left out of their page
 * and reported to `onDroppedItems`; names are cut for display.
 */
export class HttpWalletRegistry implements WalletRegistry {
  constructor(
    private readonly baseUrl: string,
    private readonly identity: ServiceIdentity,
    private readonly fetchFn: FetchFunction = (input, init) => fetch(input, init),
    private readonly timeoutMs: number = WALLET_REGISTRY_TIMEOUT_MS,
    private readonly onDroppedItems?: DroppedItemsListener,
  ) {}

  async getWallets(query: WalletQuery): Promise<WalletPage> {
    const url = buildUrl(this.baseUrl, '/getWallets', {
      ...this.identityQuery(),
      page: query.page,
      entries: query.entries,
      search: query.search,
      badge_type: query.badge,
      include: commaJoined(query.include),
      exclude: commaJoined(query.exclude),
      chains: commaJoined(query.chains),
      rdns: commaJoined(query.rdns),
    });
    const text = await withTimeout(GET_WALLETS, this.timeoutMs, undefined, (signal) =>
      this.receiveText(url, signal),
    );
    const page = decodeJsonAnswer(GET_WALLETS, text, WalletPageCodec);
    // An explorer sending more than was asked for is wrong; the page keeps what was asked for.
    const data = keptItems(GET_WALLETS, page.data, this.onDroppedItems).slice(0, query.entries);
    return {
      data: data.map((wallet) => ({ ...wallet, name: cutForDisplay(wallet.name, 'name') })),
      count: page.count,
    };
  }

  walletImageUrl(imageId: string): string {
    return walletImageUrl(this.baseUrl, this.identity, imageId);
  }

  private identityQuery(): Record<string, string> {
    return { projectId: this.identity.projectId, st: this.identity.sdkType, sv: this.identity.sdkVersion };
  }

  /**
   * Reads the whole body under the signal, so an explorer that stalls mid-body also times out,
   * and up to the call's size limit, so one that sends megabytes is refused unread.
   */
  private async receiveText(url: string, signal: AbortSignal): Promise<string> {
    try {
      const response = await fetchOk(this.fetchFn, url, { signal });
      return await readBoundedText(response, GET_WALLETS, answerSizeLimitBytes(GET_WALLETS));
    } catch (error) {
      if (error instanceof HttpStatusError || error instanceof ResponseTooLargeError || signal.aborted) {
        throw error;
      }
      throw new RequestFailedError(GET_WALLETS, error);
    }
  }
}
