import { answerPage } from '../http/answerPage';
import { type ApiResponse } from '../http/ApiResponse';
import { explorerErrorPage } from './explorerErrorPage';

/** An explorer page, or the page saying what was not found (404) or could not be read (400). */
export function answerExplorer(build: () => Promise<string>): Promise<ApiResponse> {
  return answerPage(build, explorerErrorPage);
}
