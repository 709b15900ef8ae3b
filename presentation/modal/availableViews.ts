/**
 * The SPEC §2 views this modal can show; any other view a host or a flow opens shows a short
 * "not available" note. The view registry must hold a component for each, and a button that
 * leads to a view is offered only when its view is here. The list is the product's (SPEC §2),
 * kept in the domain, where the close rules (SPEC §4) read it too. The embedded wallet's views
 * are shown only where the instance has an embedded wallet.
 */
export { type AvailableView, isAvailableView } from '../../domain/router/AvailableViews';
export { isEmbeddedWalletView } from '../../domain/router/EmbeddedWalletViews';
