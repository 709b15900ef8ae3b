import { type BrowserContext } from 'playwright-core';
import { VERIFY_ORIGIN, VerifyStandIn } from '../../../devstack/verify/VerifyStandIn';

/** One stand-in (one key pair) for the whole test process, as there is one Verify service. */
const verifyService = new VerifyStandIn();

/**
 * Answers WalletConnect's Verify host from the devstack's stand-in for every page of the context,
 * so an offline pairing is neither held 5 s by a Verify iframe that cannot load nor left waiting
 * for a public key that never comes.
 */
export async function routeVerify(context: BrowserContext): Promise<void> {
  await context.route(`${VERIFY_ORIGIN}/**`, async (route) => {
    const answer = verifyService.answer(route.request().url());
    await route.fulfill({
      status: answer.status,
      contentType: answer.contentType,
      body: answer.body,
      headers: { 'access-control-allow-origin': '*' },
    });
  });
}
