import { type ApiContext } from '../ApiContext';
import { addressPage } from '../explorer/addressPage';
import { answerExplorer } from '../explorer/answerExplorer';
import { EXPLORER_ROUTES } from '../explorer/explorerPaths';
import { explorerAddress, explorerChain, explorerHash } from '../explorer/explorerSubjects';
import { readAddressView, readTransactionView } from '../explorer/readExplorerViews';
import { transactionPage } from '../explorer/transactionPage';
import { optionalQuery } from '../http/queryParams';
import { get, type Route } from '../http/Route';

/**
 * The devstack's block explorer: the pages the product's explorer links open. A visitor's browser
 * opens them from a link, with no project id, so they are open like the images.
 */
export function explorerRoutes(context: ApiContext): Route[] {
  return [
    get(
      EXPLORER_ROUTES.transaction,
      (request) =>
        answerExplorer(async () => {
          const entry = explorerChain(context.directory, request.params['chainId'] ?? '');
          const hash = explorerHash(request.params['hash'] ?? '');
          return transactionPage(await readTransactionView(context, entry, hash));
        }),
      'open',
    ),
    get(
      EXPLORER_ROUTES.address,
      (request) =>
        answerExplorer(async () => {
          const entry = explorerChain(context.directory, request.params['chainId'] ?? '');
          const address = explorerAddress(request.params['address'] ?? '');
          const cursor = optionalQuery(request.query, 'cursor');
          return addressPage(await readAddressView(context, entry, address, cursor));
        }),
      'open',
    ),
  ];
}
