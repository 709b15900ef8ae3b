import { type ApiContext } from '../ApiContext';
import { parseAccount } from '../chains/caip';
import { badRequest } from '../http/ApiError';
import { json } from '../http/ApiResponse';
import { requireObject, requireString } from '../http/bodyFields';
import { get, post, type Route } from '../http/Route';
import { type SmartSession } from '../sessions/SmartSessions';

/**
 * SPEC §7 smart sessions: list and revoke. Granting happens in a wallet, outside this API; the
 * devstack route `POST /devstack/sessions/{address}` stands in for it so browser tests can list
 * and revoke real entries.
 */
export function sessionRoutes(context: ApiContext): Route[] {
  return [
    get('/v1/sessions/:address', async (request) => {
      const { address } = parseAccount(request.params['address'] ?? '', 'address');
      return json(context.sessions.list(address));
    }),

    post('/v1/sessions/:address/revoke', async (request) => {
      const { address } = parseAccount(request.params['address'] ?? '', 'address');
      const fields = requireObject(request.body);
      const pci = requireString(fields, 'pci');
      if (!/^0x[0-9a-fA-F]+$/.test(requireString(fields, 'signature'))) {
        throw badRequest('invalid_parameter', 'signature must be hex');
      }
      context.sessions.revoke(address, pci);
      return json({ success: true });
    }),

    post('/devstack/sessions/:address', async (request) => {
      const { address } = parseAccount(request.params['address'] ?? '', 'address');
      const fields = requireObject(request.body);
      const session: SmartSession = { ...fields, pci: requireString(fields, 'pci') };
      context.sessions.grant(address, session);
      return json(session, 201);
    }),
  ];
}
