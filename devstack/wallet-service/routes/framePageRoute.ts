import { renderFramePage } from '../pages/renderFramePage';
import { FRAME_PROTOCOL_VERSION } from '../protocol/frameProtocol';
import { type FramePageConfig } from '../protocol/FramePageConfig';
import { parseChainId } from '../server/requestPayloads';
import { FRAME_PAGE_POLICY, HttpError, sendHtml } from './httpAnswers';
import { type Route } from './Route';

/** Where a site loads the frame from: `apiUrls.embeddedWalletFrame` is `<service>/sdk`. */
export const FRAME_PAGE_PATH = '/sdk';

/**
 * `GET /sdk?projectId=…&chainId=…&version=4&enableLogger=…`: the frame page, told its project,
 * the chain to start on (the asked one when it is a dev chain), and whether it may say READY.
 */
export const framePageRoute: Route = async ({ request, response, url, service }) => {
  if (url.pathname !== FRAME_PAGE_PATH) return false;
  if (request.method !== 'GET') throw new HttpError(405, 'Use GET');
  const projectId = url.searchParams.get('projectId');
  if (projectId === null || projectId === '') throw new HttpError(400, 'projectId is required');
  const chains = service.parts.chains.chains;
  const asked = parseChainId(url.searchParams.get('chainId') ?? '');
  const start = chains.find((chain) => chain.chainId === asked) ?? chains[0];
  if (start === undefined) throw new HttpError(500, 'The wallet service runs no chain');
  const config: FramePageConfig = {
    projectId,
    chainId: start.chainId,
    chains: chains.map(({ chainId, name }) => ({ chainId, name })),
    version: url.searchParams.get('version') ?? FRAME_PROTOCOL_VERSION,
    enableLogger: url.searchParams.get('enableLogger') === 'true',
    announceReady: service.parts.access.failuresOf(projectId).neverReady !== true,
  };
  sendHtml(response, 200, renderFramePage(config), FRAME_PAGE_POLICY);
  return true;
};
