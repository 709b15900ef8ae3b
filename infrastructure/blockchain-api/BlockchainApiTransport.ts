import type * as t from 'io-ts';
import { HttpStatusError } from '../../domain/errors/HttpStatusError';
import { type NameOperation, toNameServiceError } from '../../domain/name/nameErrorMessage';
import { decodeJsonAnswer } from '../http/decodeJsonAnswer';
import { buildUrl, withTimeout, type FetchFunction, type ServiceIdentity } from '../http/HttpClient';
import { answerSizeLimitBytes } from '../../domain/constants/limits';
import { readBoundedText } from '../http/readBoundedText';
import { type SiftedList } from '../../domain/decoding/siftedList';
import { type DroppedItemsListener, keptItems } from '../http/keptItems';
import { RequestFailedError } from '../http/RequestErrors';
import { ResponseTooLargeError } from '../http/ResponseTooLargeError';
import { type ApiRoute } from './ApiRoute';

export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

export interface BlockchainApiTransportOptions {
  readonly baseUrl: string;
  readonly identity: ServiceIdentity;
  /** The WalletConnect client id, read at each call since the client starts after Keyport. */
  readonly clientId?: () => string | undefined;
  readonly fetchFn?: FetchFunction;
  /** How long one call may take, body included (SPEC §9 "RPC defaults: timeout 10 s"). */
  readonly timeoutMs?: number;
  /** Told when an answer's list had items left out while decoding (see `siftedList`). */
  readonly onDroppedItems?: DroppedItemsListener;
}

export interface RequestOptions {
  readonly query?: Query;
  /** POST only: sent as JSON. */
  readonly body?: unknown;
  /** Lets the caller abandon the call (a history page the visitor scrolled away from). */
  readonly signal?: AbortSignal;
  /** Name-service calls: a refusal's body gives the SPEC §8 text (`nameErrorMessage`). */
  readonly nameOperation?: NameOperation;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * How every call reaches the blockchain API (REFERENCE §3a): GET calls carry `st`, `sv` and
 * `projectId` in the query; POST calls carry what their row lists and nothing added; every call
 * carries `clientId` once there is one. Non-2xx raises "HTTP status code: {status}" (SPEC §8), or
 * the name service's own text for the profile calls; the whole exchange is bounded by the timeout.
 */
export class BlockchainApiTransport {
  private readonly fetchFn: FetchFunction;
  private readonly timeoutMs: number;

  constructor(private readonly options: BlockchainApiTransportOptions) {
    this.fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Sends the call and decodes its answer; see `decodeJsonAnswer`. */
  async request<A>(
    route: ApiRoute,
    decoder: t.Decoder<unknown, A>,
    options: RequestOptions = {},
  ): Promise<A> {
    const text = await this.exchange(route, options);
    return decodeJsonAnswer(route.call, text, decoder);
  }

  /** The items of a sifted list in `route`'s answer; the dropped ones are reported first. */
  kept<A>(route: ApiRoute, list: SiftedList<A>): readonly A[] {
    return keptItems(route.call, list, this.options.onDroppedItems);
  }

  /** Sends the call and returns the answer's text unread, for calls whose success body says nothing. */
  async exchange(route: ApiRoute, options: RequestOptions): Promise<string> {
    const url = buildUrl(this.options.baseUrl, route.path, this.queryFor(route, options.query ?? {}));
    const init: RequestInit =
      route.method === 'GET'
        ? { method: 'GET' }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(options.body),
          };
    return withTimeout(route.call, this.timeoutMs, options.signal, async (signal) => {
      const { response, text } = await this.receive(route.call, url, init, signal);
      if (!response.ok) throw failureOf(response, text, options.nameOperation);
      return text;
    });
  }

  private queryFor(route: ApiRoute, query: Query): Query {
    const identity = this.options.identity;
    const sdkQuery =
      route.method === 'GET'
        ? { st: identity.sdkType, sv: identity.sdkVersion, projectId: identity.projectId }
        : {};
    return { ...sdkQuery, ...query, clientId: this.options.clientId?.() };
  }

  /**
   * Fetches and reads the whole body, up to the call's size limit (`answerSizeLimitBytes`); a
   * transport failure (not an abort, not an oversized answer) becomes `RequestFailedError`.
   */
  private async receive(
    call: string,
    url: string,
    init: RequestInit,
    signal: AbortSignal,
  ): Promise<{ response: Response; text: string }> {
    try {
      const response = await this.fetchFn(url, { ...init, signal });
      return { response, text: await readBoundedText(response, call, answerSizeLimitBytes(call)) };
    } catch (error) {
      if (signal.aborted || error instanceof ResponseTooLargeError) throw error;
      throw new RequestFailedError(call, error);
    }
  }
}

/**
 * A refusal keeps its body (`{status, reasons}` parsed, or the text) as the cause, so that a use
 * case or a view can say why the service refused (no swap route, a token it does not know…).
 */
function failureOf(response: Response, text: string, nameOperation: NameOperation | undefined): Error {
  if (nameOperation === undefined) return new HttpStatusError(response.status, parseIfJson(text));
  return toNameServiceError(parseIfJson(text), nameOperation);
}

/** The error body as JSON when it is JSON; otherwise its text (an HTML error page, nothing). */
function parseIfJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
