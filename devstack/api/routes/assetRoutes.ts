import { type ApiContext } from '../ApiContext';
import { nftImage } from '../assets/nftImage';
import { tokenIcon } from '../assets/tokenIcon';
import { parseChainReference, parseEvmAddress } from '../chains/caip';
import { notFound } from '../http/ApiError';
import { svg } from '../http/ApiResponse';
import { get, type Route } from '../http/Route';

/** The images the API's answers link to (token icons, NFT pictures), public like a CDN's. */
export function assetRoutes(context: ApiContext): Route[] {
  return [
    get(
      '/devstack/icons/:file',
      async (request) => svg(tokenIcon(svgName(request.params['file'] ?? ''))),
      'open',
    ),
    get(
      '/devstack/nft/:chainId/:contract/:file',
      async (request) => {
        const chainId = parseChainReference(request.params['chainId'] ?? '', 'chainId');
        const contract = parseEvmAddress(request.params['contract'] ?? '', 'contract');
        const tokenId = svgName(request.params['file'] ?? '');
        const collection = context.directory.findCollection(chainId, contract);
        if (collection === undefined || !/^\d+$/.test(tokenId)) {
          throw notFound('not_found', `No NFT image ${chainId}/${contract}/${tokenId}`);
        }
        return svg(nftImage(collection.name, tokenId));
      },
      'open',
    ),
  ];
}

/** `DDAI.svg` → `DDAI`; a file that is not an SVG is not served. */
function svgName(file: string): string {
  if (!file.endsWith('.svg') || file.length <= 4) throw notFound('not_found', `No image ${file}`);
  return file.slice(0, -4);
}
