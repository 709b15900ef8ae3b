import { renderNotice } from '../pages/html';
import { renderFarcasterPage } from '../pages/renderConsentPages';
import { FARCASTER_APPROVE_PATH } from '../server/FarcasterChannels';
import { HttpError, readForm, sendHtml } from './httpAnswers';
import { type Route } from './Route';

/** Farcaster's approval page (the address the site shows as a QR code) and the visitor's answer. */
export const farcasterRoutes: Route = async ({ request, response, url, service }) => {
  if (url.pathname !== FARCASTER_APPROVE_PATH) return false;
  const farcaster = service.parts.farcaster;
  if (request.method === 'GET') {
    const id = url.searchParams.get('channel') ?? '';
    const channel = farcaster.channel(id);
    if (channel.decision !== undefined) throw new HttpError(409, 'This sign-in request was answered already');
    sendHtml(response, 200, renderFarcasterPage(id, channel.siteName));
    return true;
  }
  if (request.method !== 'POST') throw new HttpError(405, 'Use GET or POST');
  const form = await readForm(request);
  const decision = form.get('decision');
  if (decision !== 'approve' && decision !== 'decline')
    throw new HttpError(400, 'decision must be approve or decline');
  farcaster.decide(form.get('channel') ?? '', decision);
  sendHtml(
    response,
    200,
    decision === 'approve'
      ? renderNotice('Signed in', ['Go back to the site: you are signed in there.'])
      : renderNotice('Sign-in declined', ['The site was told you declined.']),
  );
  return true;
};
