import { type ApiContext } from '../ApiContext';
import { parseEvmAddress } from '../chains/caip';
import { badRequest, notFound } from '../http/ApiError';
import { json } from '../http/ApiResponse';
import { optionalQuery } from '../http/queryParams';
import { get, post, type Route } from '../http/Route';
import { nameSuggestions } from '../names/nameSuggestions';
import { qualifyName, requireZone } from '../names/nameRules';
import { registerName } from '../names/registerName';

/** The profile API version the product speaks (REFERENCE §3a `apiVersion=2`). */
const PROFILE_API_VERSION = '2';

/** SPEC §7 names: lookup, reverse lookup, suggestions, registration. */
export function profileRoutes(context: ApiContext): Route[] {
  return [
    get('/v1/profile/account/:name', async (request) => {
      requireApiVersion(request.query);
      const name = qualifyName(request.params['name'] ?? '');
      const profile = context.names.find(name);
      if (profile === undefined) throw notFound('name_not_found', `Name ${name} is not registered`);
      return json(profile);
    }),

    get('/v1/profile/reverse/:address', async (request) => {
      requireApiVersion(request.query);
      const address = parseEvmAddress(request.params['address'] ?? '', 'address');
      return json(context.names.namesOf(address));
    }),

    get('/v1/profile/suggestions/:name', async (request) => {
      const zone = requireZone(optionalQuery(request.query, 'zone'));
      return json({ suggestions: nameSuggestions(request.params['name'] ?? '', zone, context.names) });
    }),

    // REFERENCE §3a: the registration body carries no project id; the signature authenticates it.
    post(
      '/v1/profile/account',
      async (request) => json(await registerName(request.body, context.directory, context.names)),
      'open',
    ),
  ];
}

function requireApiVersion(query: URLSearchParams): void {
  const version = optionalQuery(query, 'apiVersion');
  if (version !== undefined && version !== PROFILE_API_VERSION) {
    throw badRequest('invalid_parameter', `apiVersion ${version} is not served; use ${PROFILE_API_VERSION}`);
  }
}
