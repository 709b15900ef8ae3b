/** How the rows of the account, send and swap views write an amount (the rule is the domain's). */
export { displayed } from '../../domain/format/displayed';
