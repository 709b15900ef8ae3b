import { lazy, Suspense } from 'react';
import { loadEmbeddedViews } from '../../modal/embeddedViewGroup';

const LoginAccountDetails = lazy(() =>
  loadEmbeddedViews().then((views) => ({ default: views.LoginAccountDetails })),
);

/**
 * The Account view's details of an embedded-wallet login, drawn by the embedded wallet's views
 * (their chunk is fetched only for such a login): nothing holds their place while they load.
 */
export function EmbeddedLoginDetails() {
  return (
    <Suspense fallback={null}>
      <LoginAccountDetails />
    </Suspense>
  );
}
