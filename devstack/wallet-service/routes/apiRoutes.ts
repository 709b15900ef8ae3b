import { SERVICE_API_PATHS } from '../protocol/serviceApi';
import { HttpError, readJson, sendJson } from './httpAnswers';
import { readApprovalBody, readFrameRequestBody } from './readServiceBodies';
import { type Route } from './Route';

/**
 * The frame's calls to its server. Only the frame's own origin may make them: a browser names the
 * origin of a POST, and one from a site (which would need a preflight for JSON anyway) is refused.
 */
export const apiRoutes: Route = async ({ request, response, url, service, serviceUrl }) => {
  const isRequest = url.pathname === SERVICE_API_PATHS.request;
  if (!isRequest && url.pathname !== SERVICE_API_PATHS.approve) return false;
  if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== new URL(serviceUrl).origin) {
    throw new HttpError(403, 'Only the wallet frame may call its service');
  }
  const body = await readJson(request);
  const answer = isRequest
    ? await service.request(readFrameRequestBody(body))
    : await service.approve(readApprovalBody(body));
  sendJson(response, 200, answer);
  return true;
};
