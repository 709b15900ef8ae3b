import { ModalStore } from '../../application/modal/ModalStore';
import { type KeyportApp } from '../app/KeyportApp';
import { KeyportAppContext } from '../react/KeyportAppContext';
import { useStoreState } from '../react/useStoreState';
import { useThemeAttributes } from '../theme/useThemeAttributes';
import { ModalDialog } from './ModalDialog';

/**
 * The modal's React root: the app's theme on a wrapper that stays in the page, and the dialog
 * while the modal is open (SPEC §4 open/closed).
 */
export function ModalRoot({ app }: { readonly app: KeyportApp }) {
  const { open } = useStoreState(app.resolve(ModalStore));
  const theme = useThemeAttributes(app);
  return (
    <KeyportAppContext.Provider value={app}>
      <div className="kp-root kp-theme" {...theme}>
        {open && <ModalDialog />}
      </div>
    </KeyportAppContext.Provider>
  );
}
