import { renderNotice } from '../pages/html';
import { renderProviderPage } from '../pages/renderConsentPages';
import { POPUP_CONFIG_ELEMENT_ID, type PopupConfig } from '../protocol/PopupConfig';
import { SOCIAL_CALLBACK_PATH } from '../server/SocialLogins';
import { isSocialProvider, PROVIDER_LOOKS } from '../server/socialIdentities';
import { HttpError, readForm, redirect, sendHtml } from './httpAnswers';
import { type Route } from './Route';

const PROVIDER_PATH = /^\/social\/([a-z]+)\/(authorize|choose|cancel)$/;

function popupPage(title: string, lines: readonly string[], config: PopupConfig): string {
  return renderNotice(title, lines, {
    scripts: ['/popup.js'],
    data: { id: POPUP_CONFIG_ELEMENT_ID, value: config },
  });
}

/**
 * The provider pages of a social login, in the popup the site opened: the consent screen, the
 * choice (which redirects to the callback with a code), Cancel, and the callback, whose script
 * hands its own address to the site's window at the site's exact origin and closes.
 */
export const socialRoutes: Route = async ({ request, response, url, service, serviceUrl }) => {
  const social = service.parts.social;
  if (url.pathname === SOCIAL_CALLBACK_PATH) {
    const state = social.stateOf(url.searchParams.get('state') ?? '');
    const resultUri = new URL(`${url.pathname}${url.search}`, serviceUrl).toString();
    sendHtml(
      response,
      200,
      popupPage(`Signed in with ${PROVIDER_LOOKS[state.provider].title}`, ['You can close this window.'], {
        action: 'return',
        targetOrigin: state.siteOrigin,
        resultUri,
      }),
    );
    return true;
  }
  const match = PROVIDER_PATH.exec(url.pathname);
  const provider = match?.[1];
  if (match === null || !isSocialProvider(provider)) return false;
  const step = match[2];
  if (step === 'choose') {
    if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
    const form = await readForm(request);
    redirect(response, social.choose(form.get('state') ?? '', provider, Number(form.get('account'))));
    return true;
  }
  if (request.method !== 'GET') throw new HttpError(405, 'Use GET');
  const stateId = url.searchParams.get('state') ?? '';
  const state = social.stateOf(stateId, provider);
  if (step === 'cancel') {
    sendHtml(
      response,
      200,
      popupPage('Sign-in cancelled', ['You can close this window.'], { action: 'close' }),
    );
    return true;
  }
  sendHtml(
    response,
    200,
    renderProviderPage(provider, stateId, { name: state.siteName, origin: state.siteOrigin }),
  );
  return true;
};
