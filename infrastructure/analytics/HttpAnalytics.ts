import { type Analytics, type AnalyticsPayload } from '../../application/ports/Analytics';
import { buildUrl, fetchOk, type FetchFunction, type ServiceIdentity } from '../http/HttpClient';

/**
 * SPEC §7: one `POST /e` per event to the analytics service, with the project id, sdk type and
 * sdk version in the query. `keepalive` lets an event sent while the page unloads still arrive.
 */
export class HttpAnalytics implements Analytics {
  constructor(
    private readonly baseUrl: string,
    private readonly identity: ServiceIdentity,
    private readonly fetchFn: FetchFunction = (input, init) => fetch(input, init),
  ) {}

  async send(payload: AnalyticsPayload): Promise<void> {
    const url = buildUrl(this.baseUrl, '/e', {
      projectId: this.identity.projectId,
      st: this.identity.sdkType,
      sv: this.identity.sdkVersion,
    });
    await fetchOk(this.fetchFn, url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      keepalive: true,
    });
  }
}
