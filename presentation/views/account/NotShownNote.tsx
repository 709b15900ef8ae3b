import { t } from './accountMessages';

const MESSAGES = {
  tokens: 'tokens.notShown',
  nfts: 'nfts.notShown',
  activity: 'activity.notShown',
} as const;

/**
 * Below a list that shows only its first rows (`LIST_ROWS_SHOWN`): how many more there are, so
 * a capped list never passes for the whole. Nothing when the list is whole.
 */
export function NotShownNote({
  list,
  count,
}: {
  readonly list: keyof typeof MESSAGES;
  readonly count: number;
}) {
  if (count <= 0) return null;
  return (
    <p className="kp-text-muted kp-text-sm kp-paragraph kp-footer" data-testid={`${list}-not-shown`}>
      {t(MESSAGES[list], { count })}
    </p>
  );
}
