import { type NftRow } from '../../../application/instance/actions/getAccountTabs';
import { CheckedImage } from '../../components/CheckedImage';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { t } from './accountMessages';
import { TabFailure } from './TabFailure';

interface NftGridProps {
  readonly rows: readonly NftRow[];
  readonly loading: boolean;
  /** SPEC §8: a page of the history the NFTs are read from could not be loaded. */
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/**
 * The NFTs tab: the NFTs the account holds, by their preview image and name. When the history
 * they are read from could not be loaded it says so, with Retry, above the NFTs it could read; a
 * failure is not "No NFTs to show yet".
 */
export function NftGrid({ rows, loading, failed, onRetry }: NftGridProps) {
  if (loading) return <LoadingIndicator label={t('nfts.loading')} />;
  const failure = failed ? (
    <TabFailure message={t('nfts.failed')} retryInSeconds={0} onRetry={onRetry} testId="nfts-failed" />
  ) : undefined;
  if (rows.length === 0) return failure ?? <p className="kp-empty">{t('nfts.empty')}</p>;
  return (
    <>
      {failure}
      <ul className="kp-nft-grid" data-testid="nft-grid">
        {rows.map((row) => (
          <li key={row.id}>
            <figure className="kp-nft">
              <CheckedImage
                src={row.imageUrl}
                fallback={<span className="kp-nft-placeholder" aria-hidden />}
              />
              <figcaption>{row.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
