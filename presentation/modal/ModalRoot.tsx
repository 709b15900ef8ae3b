import { useMemo } from 'react';
import { embeddedLoginOf } from '../../application/instance/actions/embeddedLoginOf';
import { getLoginOptions } from '../../application/instance/actions/getLoginOptions';
import { getModal } from '../../application/instance/actions/getModal';
import { reportModalError } from '../../application/instance/actions/reportModalError';
import { watchLoginOptions } from '../../application/instance/actions/watchLoginOptions';
import { watchModal } from '../../application/instance/actions/watchModal';
import { type Keyport } from '../../application/instance/Keyport';
import { KeyportContext } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';
import { useModalStyles } from '../theme/useModalStyles';
import { useThemeAttributes } from '../theme/useThemeAttributes';
import { EmbeddedLoginContext, useEmbeddedLoginLoader } from '../views/embedded/EmbeddedLoginContext';
import { ModalDialog } from './ModalDialog';
import { ModalFailureDialog } from './ModalFailureDialog';
import { RenderErrorBoundary, routeResetKey } from './RenderErrorBoundary';

/**
 * The modal of one instance: the modal's stylesheet (once per page), its theme on a wrapper that stays in the page, and the dialog while
 * the modal is open (SPEC §4 open/closed). Its views work with `keyport`. Should the dialog itself
 * fail to render, a plain one stands in (with Back and Close) and the host is told; it is
 * unmounted on close, so the next open renders the real dialog again. Where the instance can log in
 * with the embedded wallet, its views reach it through `EmbeddedLoginContext`.
 */
export function ModalRoot({ keyport }: { readonly keyport: Keyport }) {
  useModalStyles();
  const modal = useKeyportValue(keyport, getModal, watchModal);
  const theme = useThemeAttributes(keyport);
  const { available } = useKeyportValue(keyport, getLoginOptions, watchLoginOptions);
  // The embedded wallet's code is fetched the first time a view asks for it, never before. A loader
  // given around the modal (a test's scripted login) stands in for the instance's own.
  const given = useEmbeddedLoginLoader();
  const own = useMemo(() => (available ? () => embeddedLoginOf(keyport) : undefined), [available, keyport]);
  return (
    <KeyportContext.Provider value={keyport}>
      <EmbeddedLoginContext.Provider value={given ?? own}>
        <div className="kp-root kp-theme" {...theme}>
          {modal.open && (
            <RenderErrorBoundary
              resetKey={routeResetKey(modal)}
              onError={(error) => reportModalError(keyport, { view: modal.route.view, error })}
              fallback={<ModalFailureDialog />}
            >
              <ModalDialog />
            </RenderErrorBoundary>
          )}
        </div>
      </EmbeddedLoginContext.Provider>
    </KeyportContext.Provider>
  );
}
