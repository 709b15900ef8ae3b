import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { VIEWS } from '../../../../domain/router/View';
import { en } from '../../../../presentation/messages/en';
import { t } from '../../../../presentation/messages/t';
import { modalMessages, t as modalT } from '../../../../presentation/modal/modalMessages';
import { accountMessages, t as accountT } from '../../../../presentation/views/account/accountMessages';
import { connectMessages, t as connectT } from '../../../../presentation/views/connect/connectMessages';
import { loginMessages } from '../../../../presentation/views/connect/loginMessages';
import { networkMessages } from '../../../../presentation/views/networks/networkMessages';
import { onrampMessages } from '../../../../presentation/views/onramp/onrampMessages';
import { receiveMessages } from '../../../../presentation/views/receive/receiveMessages';
import { sendMessages } from '../../../../presentation/views/send/sendMessages';
import { addressMessages } from '../../../../presentation/views/shared/addressMessages';
import { embeddedMessages } from '../../../../presentation/views/embedded/embeddedMessages';
import { connectingMessages } from '../../../../presentation/views/shared/connectingMessages';
import { emailMessages } from '../../../../presentation/views/shared/email/emailMessages';
import { socialMessages } from '../../../../presentation/views/shared/social/socialMessages';
import { linkMessages } from '../../../../presentation/views/shared/linkMessages';
import { qrMessages } from '../../../../presentation/views/shared/qr/qrMessages';
import { tokenPickerMessages } from '../../../../presentation/views/shared/token-picker/tokenPickerMessages';
import { swapMessages } from '../../../../presentation/views/swap/swapMessages';
import { walletConnectMessages } from '../../../../presentation/views/walletconnect/walletConnectMessages';

const PRESENTATION = path.resolve(__dirname, '../../../../presentation');

/** Every message table: the page's, the modal frame's and each view group's. */
const TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en,
  modalMessages,
  accountMessages,
  addressMessages,
  connectMessages,
  connectingMessages,
  emailMessages,
  embeddedMessages,
  linkMessages,
  loginMessages,
  networkMessages,
  onrampMessages,
  qrMessages,
  receiveMessages,
  sendMessages,
  socialMessages,
  swapMessages,
  tokenPickerMessages,
  walletConnectMessages,
};

function tsxFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return tsxFiles(file);
    return file.endsWith('.tsx') ? [file] : [];
  });
}

/** Attributes whose text is read or shown to the visitor. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'loadingLabel']);

/** Text written straight into JSX rather than taken from the message table. */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && node.text.trim() !== '') found.push(node.text.trim());
    if (
      ts.isJsxExpression(node) &&
      node.expression !== undefined &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      node.expression.text.trim() !== ''
    ) {
      found.push(node.expression.text);
    }
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer !== undefined &&
      ts.isStringLiteral(node.initializer) &&
      node.initializer.text !== ''
    ) {
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('message table', () => {
  it('every visible text of the components comes from t(): no literal JSX text in presentation/', () => {
    const files = tsxFiles(PRESENTATION);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files
      .map((file) => ({ file: path.relative(PRESENTATION, file), texts: literalTexts(file) }))
      .filter((entry) => entry.texts.length > 0);
    expect(offenders).toEqual([]);
  });

  it('the scan does find literal text, in children and in visible attributes', () => {
    const probe = path.join(__dirname, 'literalProbe.fixture.tsx');
    expect(literalTexts(probe)).toEqual(['aria-label="Close"', 'Hello', 'placeholder="Search"', 'there']);
  });

  it('every SPEC §2 view has a title', () => {
    for (const view of VIEWS) expect(modalMessages[`title.${view}`]).toMatch(/\S/);
  });

  it('no message of any table is empty', () => {
    const empty = Object.entries(TABLES).flatMap(([table, messages]) =>
      Object.entries(messages)
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${table}: ${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('a key lives in one table only, so merging the tables of a view group never hides a string', () => {
    const owners = new Map<string, string[]>();
    for (const [table, messages] of Object.entries(TABLES)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), table]);
    }
    expect([...owners].filter(([, tables]) => tables.length > 1)).toEqual([]);
  });

  it('SPEC texts are exact: the connect button reads "Connect Wallet", its loading state "Connecting..."', () => {
    expect(t('button.connect')).toBe('Connect Wallet');
    expect(t('button.connecting')).toBe('Connecting...');
  });
});

describe('t()', () => {
  it('fills placeholders', () => {
    expect(connectT('connecting.continueIn', { wallet: 'Rabby' })).toBe('Continue in Rabby');
    expect(connectT('allWallets.results', { count: 40 })).toBe('40 wallets listed');
    expect(accountT('activity.amount', { sign: '+', quantity: '1.000', symbol: 'ETH' })).toBe('+1.000 ETH');
    expect(t('button.balance', { amount: '1.5', symbol: 'ETH' })).toBe('1.5 ETH');
  });

  it('returns messages without placeholders as they are', () => {
    expect(modalT('modal.close')).toBe('Close');
  });

  it('leaves a placeholder without a value visible', () => {
    const params = {} as { wallet: string };
    expect(connectT('connecting.continueIn', params)).toBe('Continue in {wallet}');
  });
});
