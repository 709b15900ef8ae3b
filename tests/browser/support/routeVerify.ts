import { type BrowserContext } from 'playwright-core';
import { VERIFY_ORIGIN, verifyAnswer } from '../../../devstack/verify/verifyAnswer';

/**
 * Answers WalletConnect's Verify host from the devstack's stand-in for every page of the context,
 * so an offline pairing is not held 5 s per proposal by a Verify iframe that cannot load.
 */
export async function routeVerify(context: BrowserContext): Promise<void> {
  await context.route(`${VERIFY_ORIGIN}/**`, async (route) => {
    const answer = verifyAnswer(route.request().url());
    await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
  });
}
