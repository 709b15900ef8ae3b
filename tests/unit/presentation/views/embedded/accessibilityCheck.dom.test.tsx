/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { accessibilityViolations } from '../../support/embeddedLogin';

describe('the accessibility check of the embedded wallet views', () => {
  it('does find what it looks for: a field without a name, a button without one', async () => {
    const { container } = render(
      <div>
        <input type="text" />
        <button type="button" />
      </div>,
    );
    const violations = await accessibilityViolations(container);
    expect(violations.map((violation) => violation.split(':')[0]).sort()).toEqual(['button-name', 'label']);
  });
});
