/** A request as a route handler sees it: path parameters already matched, body already parsed. */
export interface ApiRequest {
  readonly method: string;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The JSON body of a POST (`undefined` when it had none). */
  readonly body: unknown;
  /** The raw body text, for calls that forward it untouched (the JSON-RPC proxy). */
  readonly rawBody: string;
}
