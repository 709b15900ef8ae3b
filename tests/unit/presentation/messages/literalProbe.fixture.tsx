// A component written against the message-table rule, for the scan's own test. Never imported.
export function LiteralProbe() {
  return (
    <div aria-label="Close" title="" data-testid="probe">
      Hello
      <input placeholder="Search" alt="" />
      {'there'}{' '}
    </div>
  );
}
