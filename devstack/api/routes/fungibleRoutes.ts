import { type ApiContext } from '../ApiContext';
import { parseCaipAddress } from '../chains/caip';
import { badRequest } from '../http/ApiError';
import { json } from '../http/ApiResponse';
import { requireObject, requireString, requireStringArray } from '../http/bodyFields';
import { post, type Route } from '../http/Route';

/** SPEC §7 token prices, from the price table. Tokens the table does not know are left out. */
export function fungibleRoutes(context: ApiContext): Route[] {
  return [
    post('/v1/fungible/price', async (request) => {
      const fields = requireObject(request.body);
      if (requireString(fields, 'currency').toLowerCase() !== 'usd') {
        throw badRequest('invalid_parameter', 'currency must be usd');
      }
      const fungibles = requireStringArray(fields, 'addresses').flatMap((text) => {
        const { chainId, address } = parseCaipAddress(text, 'addresses');
        const fungible = context.directory.findFungible(chainId, address);
        if (fungible === undefined) return [];
        return [
          {
            address: fungible.caipAddress,
            name: fungible.name,
            symbol: fungible.symbol,
            iconUrl: context.assets.tokenIcon(fungible.symbol),
            price: fungible.priceUsd,
          },
        ];
      });
      return json({ fungibles });
    }),
  ];
}
