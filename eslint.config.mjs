import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The places that may open a link or show an outside image, each after checking it by the link
 * rule (domain/link): the environment's `openLink`, the external link and the wallet's "Open"
 * link, the checked image, the QR code's centre image, and the social login's window (opened empty
 * in the visitor's click, then pointed at the provider's checked web link).
 */
const CHECKED_NAVIGATION_FILES = [
  'infrastructure/environment/BrowserEnvironment.ts',
  'presentation/views/shared/ExternalLink.tsx',
  'presentation/views/walletconnect/LinkPanel.tsx',
  'presentation/components/CheckedImage.tsx',
  'presentation/views/shared/qr/QrCentreImage.tsx',
  'infrastructure/embedded/BrowserSocialWindow.ts',
];

const CHECKED = 'goes through the link rule: use Environment.openLink, ExternalLink or CheckedImage';

const NAVIGATION_PROPERTIES = [
  { object: 'window', property: 'open', message: `Opening a window ${CHECKED}.` },
  { object: 'location', property: 'assign', message: `Navigation ${CHECKED}.` },
  { object: 'location', property: 'replace', message: `Navigation ${CHECKED}.` },
];

const UNCHECKED_LINK_SYNTAX = [
  {
    selector: "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href']",
    message: `A link ${CHECKED}.`,
  },
  {
    selector: "JSXOpeningElement[name.name='img'] > JSXAttribute[name.name='src']",
    message: `An image ${CHECKED}.`,
  },
  {
    selector: "JSXOpeningElement[name.name='image'] > JSXAttribute[name.name='href']",
    message: `An image ${CHECKED}.`,
  },
  {
    selector: "JSXOpeningElement[name.name='iframe']",
    message: 'Frames are not rendered from outside data.',
  },
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Markup is never injected: render text.',
  },
  { selector: "AssignmentExpression[left.property.name='location']", message: `Navigation ${CHECKED}.` },
  { selector: "AssignmentExpression[left.object.name='location']", message: `Navigation ${CHECKED}.` },
  {
    selector: "AssignmentExpression[left.object.property.name='location']",
    message: `Navigation ${CHECKED}.`,
  },
];

export default tseslint.config(
  // consumers/: sites checked by their own toolchains against the packed package (consumers/README.md).
  { ignores: ['node_modules', 'dist', 'coverage', '.artifacts', '**/*.cjs', 'consumers'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    files: ['presentation/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Hostile input §1: every navigation and every outside image goes through one checked place.
    files: ['domain/**', 'application/**', 'infrastructure/**', 'presentation/**'],
    ignores: CHECKED_NAVIGATION_FILES,
    rules: {
      'no-restricted-properties': ['error', ...NAVIGATION_PROPERTIES],
      'no-restricted-syntax': ['error', ...UNCHECKED_LINK_SYNTAX],
    },
  },
  {
    // The developer's messages (option `debug`, options that have no effect yet) are for the console.
    // The one adapter message: a Verify URL the installed WalletConnect SDK can no longer take.
    files: ['application/developer/**', 'infrastructure/walletconnect/pointVerifyAt.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests, the local stand-ins and the example scripts speak to the terminal.
    files: ['tests/**', 'devstack/**', 'examples/**', '*.config.ts', '*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
