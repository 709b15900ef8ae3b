/**
 * The layer rules of ARCHITECTURE.md. Dependencies point inwards only:
 * domain <- application <- infrastructure / presentation. A leak fails `npm test`.
 */

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/ and fp-ts/io-ts, type-only imports included.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', 'node_modules/(fp-ts|io-ts)/'] },
    },
    {
      name: 'application-depends-on-domain-and-its-libraries',
      comment:
        'application/ imports domain/, application/, rxjs, inversify, fp-ts/io-ts; never an adapter or React.',
      severity: 'error',
      from: { path: '^application/' },
      to: {
        pathNot: ['^domain/', '^application/', 'node_modules/(fp-ts|io-ts|rxjs|inversify|reflect-metadata)/'],
      },
    },
    {
      name: 'infrastructure-does-not-reach-outwards',
      comment: 'Adapters implement application ports; they never import presentation/ or devstack/.',
      severity: 'error',
      from: { path: '^infrastructure/' },
      to: { path: ['^presentation/', '^devstack/', '^tests/'] },
    },
    {
      name: 'presentation-reaches-infrastructure-only-through-the-composition-root',
      comment: 'presentation/ may import infrastructure/ only from its composition root.',
      severity: 'error',
      from: { path: '^presentation/', pathNot: '^presentation/composition/' },
      to: { path: '^infrastructure/' },
    },
    {
      name: 'presentation-reaches-application-only-through-the-instance',
      comment:
        "presentation/ may import from application/ only the instance's public surface: application/instance/ (the Keyport type, its actions and their types), never its internal runtime nor a use case or store; the composition root builds the container.",
      severity: 'error',
      from: { path: '^presentation/', pathNot: '^presentation/composition/' },
      to: { path: '^application/', pathNot: '^application/instance/(?!internal/)' },
    },
    {
      name: 'presentation-never-touches-chain-libraries',
      severity: 'error',
      from: { path: '^presentation/' },
      to: { path: ['node_modules/(viem|@solana|@walletconnect)/', '^devstack/', '^tests/'] },
    },
    {
      name: 'product-never-imports-devstack-or-tests',
      severity: 'error',
      from: { path: '^(domain|application|infrastructure|presentation)/' },
      to: { path: ['^devstack/', '^tests/'] },
    },
    {
      name: 'devstack-stands-alone',
      comment:
        'devstack/ imitates the outside services; it shares no code with the product, so it cannot mirror its bugs.',
      severity: 'error',
      from: { path: '^devstack/' },
      to: { path: ['^domain/', '^application/', '^infrastructure/', '^presentation/', '^tests/'] },
    },
    {
      name: 'examples-use-the-public-entries-only',
      comment:
        'examples/ are what a site or a script writes: they import Keyport only through its public entries.',
      severity: 'error',
      from: { path: '^examples/' },
      to: {
        path: ['^(domain|application|infrastructure|presentation|devstack|tests)/'],
        pathNot: ['^infrastructure/composition/headless\\.ts$', '^presentation/index\\.ts$'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|coverage|\.artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
