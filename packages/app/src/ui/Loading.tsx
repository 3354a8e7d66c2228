/** Shown while a screen's code loads. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}

/** A screen's first read: 'Loading…' until it answers, its message when it failed, nothing once ready. */
export function LoadStatus({
  status,
  error,
}: {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string;
}) {
  if (status === 'failed')
    return (
      <p className="message message--error" role="alert">
        {error}
      </p>
    );
  return status === 'ready' ? null : <Loading />;
}
