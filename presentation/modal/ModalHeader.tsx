import { BackIcon, CloseIcon } from '../icons/shellIcons';
import { t } from './modalMessages';

interface ModalHeaderProps {
  readonly titleId: string;
  readonly title: string;
  /** Whether there is a view to go back to (SPEC §2 history of more than one entry). */
  readonly canGoBack: boolean;
  readonly onBack: () => void;
  readonly onClose: () => void;
}

/** The dialog's header: back (when there is somewhere to go back to), the view's title, close. */
export function ModalHeader({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps) {
  return (
    <div className="kp-header">
      {canGoBack ? (
        <button type="button" className="kp-icon-button" onClick={onBack} aria-label={t('modal.back')}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} className="kp-title kp-name">
        {title}
      </h2>
      <button type="button" className="kp-icon-button" onClick={onClose} aria-label={t('modal.close')}>
        <CloseIcon />
      </button>
    </div>
  );
}
