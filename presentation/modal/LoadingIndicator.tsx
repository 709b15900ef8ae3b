/**
 * A spinner with a name for assistive technology ("Loading tokens"): a status that is announced
 * politely when it appears.
 */
export function LoadingIndicator({ label }: { readonly label: string }) {
  return (
    <div className="kp-loading" role="status">
      <span className="kp-spinner" aria-hidden />
      <span className="kp-visually-hidden">{label}</span>
    </div>
  );
}
