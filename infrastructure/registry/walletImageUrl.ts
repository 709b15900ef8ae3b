import { buildUrl, type ServiceIdentity } from '../http/HttpClient';

/** REFERENCE §3c: a wallet's image at the explorer, named by its image id, with the project's query. */
export function walletImageUrl(baseUrl: string, identity: ServiceIdentity, imageId: string): string {
  return buildUrl(baseUrl, `/getWalletImage/${encodeURIComponent(imageId)}`, {
    projectId: identity.projectId,
    st: identity.sdkType,
    sv: identity.sdkVersion,
  });
}
