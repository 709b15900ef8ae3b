import { HttpError, sendJson } from './httpAnswers';
import { type Route } from './Route';

/** `GET /mailbox?to=<email>`: the mails sent to that address (all mails without `to`), newest last. */
export const mailboxRoute: Route = async ({ request, response, url, service }) => {
  if (url.pathname !== '/mailbox') return false;
  if (request.method !== 'GET') throw new HttpError(405, 'Use GET');
  const to = url.searchParams.get('to');
  sendJson(response, 200, service.parts.mailbox.list(to ?? undefined));
  return true;
};
