import { getModal } from '../../application/instance/actions/getModal';
import { reportModalError } from '../../application/instance/actions/reportModalError';
import { watchModal } from '../../application/instance/actions/watchModal';
import { type Keyport } from '../../application/instance/Keyport';
import { KeyportContext } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';
import { useModalStyles } from '../theme/useModalStyles';
import { useThemeAttributes } from '../theme/useThemeAttributes';
import { ModalDialog } from './ModalDialog';
import { ModalFailureDialog } from './ModalFailureDialog';
import { RenderErrorBoundary, routeResetKey } from './RenderErrorBoundary';

/**
 * The modal of one instance: the modal's stylesheet (once per page), its theme on a wrapper that stays in the page, and the dialog while
 * the modal is open (SPEC §4 open/closed). Its views work with `keyport`. Should the dialog itself
 * fail to render, a plain one stands in (with Back and Close) and the host is told; it is
 * unmounted on close, so the next open renders the real dialog again.
 */
export function ModalRoot({ keyport }: { readonly keyport: Keyport }) {
  useModalStyles();
  const modal = useKeyportValue(keyport, getModal, watchModal);
  const theme = useThemeAttributes(keyport);
  return (
    <KeyportContext.Provider value={keyport}>
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
    </KeyportContext.Provider>
  );
}
