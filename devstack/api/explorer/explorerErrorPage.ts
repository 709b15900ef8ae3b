import { explorerDocument } from './explorerDocument';
import { paragraph } from './explorerMarkup';

/** A page the explorer cannot show (unknown chain or transaction, malformed hash or address), said in words. */
export function explorerErrorPage(status: number, reasons: readonly string[]): string {
  const title = status === 404 ? 'Not found' : 'This page cannot be shown';
  return explorerDocument(
    title,
    undefined,
    undefined,
    reasons.map((reason) => paragraph(reason, 'problem')).join('\n'),
  );
}
