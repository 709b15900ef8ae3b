/** SPEC §3: a name the service proposes when the one typed is taken. */
export interface NameSuggestion {
  readonly name: string;
  readonly registered: boolean;
}

/** REFERENCE §3a: the body of the register-name call. */
export interface NameRegistrationRequest {
  readonly coin_type: number;
  readonly address: string;
  /** The signed text: the JSON of `buildNameRegistrationMessage`. */
  readonly message: string;
  readonly signature: string;
}

/**
 * SPEC §9 "Name registration message includes name, empty attributes and unix-seconds timestamp",
 * as the JSON text the visitor's wallet signs: `{"name":"alice","attributes":{},"timestamp":1700000000}`.
 * The time is passed in (milliseconds) so that the message is reproducible.
 */
export function buildNameRegistrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1_000) });
}
