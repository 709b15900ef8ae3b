/** Kept where the Account view's rows have always read it; the rule itself is the domain's. */
export { displayed } from '../../domain/format/displayed';
