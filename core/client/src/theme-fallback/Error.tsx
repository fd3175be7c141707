// Used when neither the site nor the theme provides an Error component.
export default function Error({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof globalThis.Error; e = (e as { cause?: unknown }).cause) messages.push(e.message);
  return (
    <main>
      <h1>This page crashed.</h1>
      <button type="button" onClick={tryAgain}>
        Try again
      </button>
      <p style={{ whiteSpace: 'pre-wrap' }}>{messages.join('\n\nCause:\n')}</p>
    </main>
  );
}
