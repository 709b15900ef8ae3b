import { useState } from 'react';

/** A token's or a transfer's icon; an empty disc when there is none or it fails to load. */
export function TokenIcon({ url }: { readonly url: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <span className="kp-token-icon" aria-hidden />;
  return <img className="kp-token-icon" src={url} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
