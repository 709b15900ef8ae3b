import { FRAME_REQUESTS, type FrameRequest, isFrameRequest } from '../protocol/frameProtocol';
import { type FailureSettings, type Refusal, REFUSALS } from '../server/ProjectAccess';
import { HttpError, readJson, sendJson } from './httpAnswers';
import { type Route } from './Route';

const FIELDS = new Set(['projectId', 'refuse', 'neverReady', 'silentRequests']);

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(REFUSALS, value);

/** `{ projectId, refuse?, neverReady?, silentRequests? }`, every field checked and named when wrong. */
export function readFailureBody(body: unknown): { projectId: string; settings: FailureSettings } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Send an object');
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((name) => !FIELDS.has(name));
  if (unknown.length > 0) throw new HttpError(400, `Unknown fields: ${unknown.join(', ')}`);
  const { projectId, refuse, neverReady, silentRequests } = fields;
  if (typeof projectId !== 'string' || projectId === '')
    throw new HttpError(400, 'projectId must be a string');
  if (refuse !== undefined && !isRefusal(refuse)) {
    throw new HttpError(400, `refuse must be one of ${Object.keys(REFUSALS).join(', ')}`);
  }
  if (neverReady !== undefined && typeof neverReady !== 'boolean')
    throw new HttpError(400, 'neverReady must be true or false');
  if (
    silentRequests !== undefined &&
    (!Array.isArray(silentRequests) || !silentRequests.every(isFrameRequest))
  ) {
    throw new HttpError(400, `silentRequests must be a list of ${FRAME_REQUESTS.join(', ')}`);
  }
  return {
    projectId,
    settings: {
      ...(refuse === undefined ? {} : { refuse }),
      ...(neverReady === undefined ? {} : { neverReady }),
      ...(silentRequests === undefined ? {} : { silentRequests: silentRequests as FrameRequest[] }),
    },
  };
}

/**
 * `POST /admin/failures`: switches a project's failures (SPEC §8) for the tests: the settings sent
 * replace the project's; `{ projectId }` alone clears them. JSON only, so no page can post it.
 */
export const adminRoutes: Route = async ({ request, response, url, service }) => {
  if (url.pathname !== '/admin/failures') return false;
  if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
  const { projectId, settings } = readFailureBody(await readJson(request));
  service.parts.access.setFailures(projectId, settings);
  sendJson(response, 200, { projectId, ...settings });
  return true;
};
