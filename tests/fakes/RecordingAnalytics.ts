import { type Analytics, type AnalyticsPayload } from '../../application/ports/Analytics';

/** Keeps every payload it is given; can be told to refuse with an HTTP status. */
export class RecordingAnalytics implements Analytics {
  readonly sent: AnalyticsPayload[] = [];
  failWith: Error | undefined;

  async send(payload: AnalyticsPayload): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push(payload);
  }

  events(): string[] {
    return this.sent.map((p) => p.props.event);
  }
}
