import { type NftRow } from '../../../application/account-view/AccountViewRows';
import { CheckedImage } from '../../components/CheckedImage';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { t } from './accountMessages';

/** The NFTs tab: the NFTs the account holds, by their preview image and name. */
export function NftGrid({ rows, loading }: { readonly rows: readonly NftRow[]; readonly loading: boolean }) {
  if (loading) return <LoadingIndicator label={t('nfts.loading')} />;
  if (rows.length === 0) return <p className="kp-empty">{t('nfts.empty')}</p>;
  return (
    <ul className="kp-nft-grid" data-testid="nft-grid">
      {rows.map((row) => (
        <li key={row.id}>
          <figure className="kp-nft">
            <CheckedImage src={row.imageUrl} fallback={<span className="kp-nft-placeholder" aria-hidden />} />
            <figcaption>{row.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
