import { renderNotice } from '../pages/html';
import { DEVICE_APPROVAL_PATH } from '../server/DeviceApprovals';
import { HttpError, sendHtml } from './httpAnswers';
import { type Route } from './Route';

/** The mailed device link: opening it approves the device that asked, for that address. */
export const deviceRoute: Route = async ({ request, response, url, service }) => {
  if (url.pathname !== DEVICE_APPROVAL_PATH) return false;
  if (request.method !== 'GET') throw new HttpError(405, 'Use GET');
  const { email } = service.parts.devices.approve(url.searchParams.get('token') ?? '');
  sendHtml(
    response,
    200,
    renderNotice('Device approved', [
      `This device may now log in as ${email}.`,
      'Go back to the site: it continues on its own and asks for the code we mail you now.',
    ]),
  );
  return true;
};
