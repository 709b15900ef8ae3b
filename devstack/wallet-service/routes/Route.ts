import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type WalletService } from '../server/WalletService';

/** What every route is given: the request, its parsed address, and the service. */
export interface RouteContext {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly url: URL;
  readonly service: WalletService;
  /** `http://localhost:<port>`: the frame's own origin. */
  readonly serviceUrl: string;
}

/** Answers the request and says true, or says false when the path is not its own. */
export type Route = (context: RouteContext) => Promise<boolean>;
