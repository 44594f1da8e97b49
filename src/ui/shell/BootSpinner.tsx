/** Shown while the first page's guard and code load: plain (plain.css), it renders before Chakra. */
export function BootSpinner() {
  return (
    <div className="plain-boot" role="status" aria-live="polite">
      <span className="plain-spinner" aria-hidden="true" />
      <span className="plain-sr">読み込み中</span>
    </div>
  );
}
