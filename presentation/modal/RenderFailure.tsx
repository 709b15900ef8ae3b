import { useEffect, useRef } from 'react';
import { t } from './modalMessages';

interface RenderFailureProps {
  /** Back is offered when the history has somewhere to go back to (SPEC §2). */
  readonly canGoBack: boolean;
  readonly onBack: () => void;
  readonly onClose: () => void;
}

/**
 * What shows where something failed to render: a short alert (announced at once) and the ways
 * on, Back when there is history and Close. Focus moves to the first of them, since the control
 * that had it went away with what failed.
 */
export function RenderFailure({ canGoBack, onBack, onClose }: RenderFailureProps) {
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    actions.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div className="kp-stack kp-center kp-failure" data-testid="render-failure">
      <p className="kp-paragraph" role="alert">
        {t('failure.text')}
      </p>
      <div className="kp-actions" ref={actions}>
        {canGoBack && (
          <button type="button" className="kp-button" onClick={onBack} data-testid="render-failure-back">
            {t('failure.back')}
          </button>
        )}
        <button
          type="button"
          className="kp-button kp-button-primary"
          onClick={onClose}
          data-testid="render-failure-close"
        >
          {t('failure.close')}
        </button>
      </div>
    </div>
  );
}
