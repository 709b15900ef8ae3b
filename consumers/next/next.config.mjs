/** Defaults, as a new site has them. */
export default {};
