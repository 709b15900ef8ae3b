import { ModalStore } from '../../application/modal/ModalStore';
import { RouterStore } from '../../application/router/RouterStore';
import { currentView } from '../../domain/router/RouterState';
import { type KeyportApp } from '../app/KeyportApp';
import { KeyportAppContext } from '../react/KeyportAppContext';
import { useStoreState } from '../react/useStoreState';
import { useThemeAttributes } from '../theme/useThemeAttributes';
import { ModalDialog } from './ModalDialog';
import { ModalFailureDialog } from './ModalFailureDialog';
import { RenderErrorBoundary, routeResetKey } from './RenderErrorBoundary';
import { reportRenderError } from './reportRenderError';

/**
 * The modal's React root: the app's theme on a wrapper that stays in the page, and the dialog
 * while the modal is open (SPEC §4 open/closed). Should the dialog itself fail to render, a
 * plain one stands in (with Back and Close) and the host is told; it is unmounted on close, so
 * the next open renders the real dialog again.
 */
export function ModalRoot({ app }: { readonly app: KeyportApp }) {
  const { open } = useStoreState(app.resolve(ModalStore));
  const { history } = useStoreState(app.resolve(RouterStore));
  const theme = useThemeAttributes(app);
  const view = currentView({ history }).view;
  return (
    <KeyportAppContext.Provider value={app}>
      <div className="kp-root kp-theme" {...theme}>
        {open && (
          <RenderErrorBoundary
            resetKey={routeResetKey(history)}
            onError={(error) => reportRenderError(app, view, error)}
            fallback={<ModalFailureDialog />}
          >
            <ModalDialog />
          </RenderErrorBoundary>
        )}
      </div>
    </KeyportAppContext.Provider>
  );
}
