import { KeyportError, type KeyportErrorOptions } from '../errors/KeyportError';
import { type OptionProblem } from './codec/optionProblems';

/** SPEC §1: "If both siweConfig and siwx are set, creation fails": two sign-in setups would compete. */
export class SiweAndSiwxError extends KeyportError {
  override readonly name = 'SiweAndSiwxError';

  constructor() {
    super('SIWE_AND_SIWX', 'Options siweConfig and siwx cannot both be set; pass only siwx');
  }
}

/**
 * A network is not a usable CAIP network. `where` says which: an index into the `networks` option,
 * or a name for a network given elsewhere (e.g. the argument of `switchNetwork`).
 */
export class InvalidNetworkError extends KeyportError {
  override readonly name = 'InvalidNetworkError';
  readonly index: number | undefined;
  /** What is wrong with the network, without where it was given. */
  readonly reason: string;

  constructor(where: number | string, reason: string, options: KeyportErrorOptions = {}) {
    const location = typeof where === 'number' ? `networks[${where}]` : where;
    super('INVALID_NETWORK', `Invalid network at ${location}: ${reason}`, options);
    this.index = typeof where === 'number' ? where : undefined;
    this.reason = reason;
  }
}

/** The default network must be one the modal can switch to, i.e. one of `networks`. */
export class DefaultNetworkNotConfiguredError extends KeyportError {
  override readonly name = 'DefaultNetworkNotConfiguredError';

  constructor(caipNetworkId: string) {
    super(
      'DEFAULT_NETWORK_NOT_CONFIGURED',
      `Option defaultNetwork (${caipNetworkId}) is not one of networks`,
    );
  }
}

/** The short message names this many problems; `problems` and `message` hold every one. */
const PROBLEMS_NAMED_IN_SHORT = 5;

function describeProblem({ option, problem }: OptionProblem): string {
  return option === '' ? `Options: ${problem}` : `Option ${option}: ${problem}`;
}

/**
 * Options of the wrong type, with an unknown value, or with an unknown name: each problem names
 * the option and what was expected (`Option projectId: expected a string, got number`).
 */
export class InvalidOptionsError extends KeyportError {
  override readonly name = 'InvalidOptionsError';
  readonly problems: readonly OptionProblem[];

  constructor(problems: readonly OptionProblem[]) {
    const named = problems.slice(0, PROBLEMS_NAMED_IN_SHORT).map(describeProblem);
    const unnamed = problems.length - named.length;
    super(
      'INVALID_OPTIONS',
      unnamed > 0 ? `${named.join('; ')}; and ${unnamed} more` : named.join('; '),
      unnamed > 0 ? { details: problems.map(describeProblem).join('\n') } : {},
    );
    this.problems = problems;
  }
}
