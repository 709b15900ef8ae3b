import { useCallback, useId, useState } from 'react';
import { getModal } from '../../application/instance/actions/getModal';
import { goBack } from '../../application/instance/actions/goBack';
import { watchModal } from '../../application/instance/actions/watchModal';
import { t } from './modalMessages';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';
import { RenderFailure } from './RenderFailure';
import { useModalLayer } from './useModalLayer';

/**
 * The dialog that stands in for the whole modal when the modal itself failed to render (its
 * header, or what a view's failure could not contain): the same labelled modal dialog, saying so,
 * with Back when there is history and Close. Close is forced: with the modal broken, no SPEC §4
 * block (a view that must stay open) can be honoured, and the visitor must never be stuck. Escape
 * and the backdrop close too, as in the working dialog.
 */
export function ModalFailureDialog() {
  const keyport = useKeyport('ModalFailureDialog');
  const { depth } = useKeyportValue(keyport, getModal, watchModal);
  const titleId = useId();
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const close = useCallback(() => void keyport.close({ force: true }), [keyport]);
  useModalLayer(dialog, close);

  return (
    <div
      className="kp-overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={setDialog}
        className="kp-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal"
        data-view="failure"
      >
        <div className="kp-header">
          <span />
          <h2 id={titleId} className="kp-title">
            {t('failure.title')}
          </h2>
          <span />
        </div>
        <div className="kp-body">
          <RenderFailure canGoBack={depth > 0} onBack={() => void goBack(keyport)} onClose={close} />
        </div>
      </div>
    </div>
  );
}
