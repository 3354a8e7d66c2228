/** Shown while a screen's code loads. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}
