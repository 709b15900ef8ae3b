import { type Connector } from '../../../../domain/connector/Connector';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, type TestCore, type TestCoreSetup } from '../../../support/createTestCore';
import { VISITOR } from '../account-data/accountDataFixtures';

const rabby: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' };

const started: TestCore[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((t) => t.core.destroy()));
});

/**
 * A test core whose features load as a page loads them, on first use by an action (none is
 * enabled up front); destroyed after the test.
 */
export function lazyInstance(setup: TestCoreSetup = {}): TestCore {
  const t = createTestCore({ options: { networks: [ethereum, arbitrum] }, ...setup, enableFeatures: false });
  started.push(t);
  return t;
}

/** A visitor connected on Ethereum (`VISITOR`, through an announced wallet) on a lazy instance. */
export function connectedVisitor(): TestCore {
  const t = lazyInstance();
  arrangeConnected(t, ethereum, rabby, VISITOR);
  return t;
}
