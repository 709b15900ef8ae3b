/** One analytics event as the devstack received it (`POST /e`). */
export interface AnalyticsRecord {
  /** The query parameters: projectId, st (sdk type), sv (sdk version). */
  readonly query: Readonly<Record<string, string>>;
  /** The JSON body as sent: eventId, url, domain, timestamp, props. */
  readonly body: unknown;
  /** When it arrived, ISO-8601. */
  readonly receivedAt: string;
}
