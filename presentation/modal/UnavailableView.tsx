import { t } from './modalMessages';
import { type ViewProps } from './ViewProps';

/**
 * A view this version of the modal cannot show (a host may open any SPEC §2 view by name): the
 * visitor is told so and keeps the header's back and close buttons.
 */
export function UnavailableView({ entry }: ViewProps) {
  return (
    <div className="kp-empty" data-testid={`view-${entry.view}`}>
      <p className="kp-paragraph">{t('unavailable.text')}</p>
    </div>
  );
}
