import {
  CreateAppKitRequiredError,
  InvalidAppConfigurationError,
} from '../../../../domain/errors/ConfigurationErrors';

describe('SPEC §1, §8 configuration errors', () => {
  it('SPEC §8: "Invalid App Configuration"', () => {
    const error = new InvalidAppConfigurationError();
    expect(error.code).toBe('INVALID_APP_CONFIGURATION');
    expect(error.shortMessage).toBe('Invalid App Configuration');
  });

  it('SPEC §1: "Please call createAppKit before using useAppKit"', () => {
    const error = new CreateAppKitRequiredError('useAppKit');
    expect(error.code).toBe('CREATE_APPKIT_REQUIRED');
    expect(error.shortMessage).toBe('Please call createAppKit before using useAppKit');
    expect(error.hookName).toBe('useAppKit');
  });

  it('SPEC §8: keeps the cause', () => {
    const cause = { status: 403 };
    expect(new InvalidAppConfigurationError({ cause }).cause).toBe(cause);
  });
});
