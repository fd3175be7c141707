// The interactive part of /docs/error: shows the message for ?code=N, with
// the v= arguments filled in, or a lookup form when there is no code. The
// page is rendered at build time without a query string, so the component
// renders the neutral form first and reads the URL once it has mounted;
// server and first client render then match. The codes (7 KB) are needed
// only then, so they load after the page, when a code is asked for.
import { navigate, useLocation } from '@folio/client';
import { useEffect, useState, type FormEvent } from 'react';
import about from './about.json';
import { lookupError, type ErrorCodes, type ErrorLookup } from './lookup';

const CODES_FILE_URL = 'https://github.com/facebook/lexical/blob/main/scripts/error-codes/codes.json';

export default function ErrorCodeLookup() {
  const { pathname, search } = useLocation();
  const [codes, setCodes] = useState<ErrorCodes | null>(null);
  const asked = new URLSearchParams(search).has('code');
  useEffect(() => {
    if (!asked || codes) return;
    let current = true;
    import('./codes.json').then((m) => current && setCodes(m.default));
    return () => {
      current = false;
    };
  }, [asked, codes]);
  const lookup: ErrorLookup = codes ? lookupError(codes, search) : { kind: 'none' };

  return (
    <section className="error-code-lookup" aria-live="polite" data-error-lookup={lookup.kind}>
      {lookup.kind === 'known' && <KnownError code={lookup.code} message={lookup.message} />}
      {lookup.kind === 'unknown' && <UnknownError code={lookup.code} args={lookup.args} />}
      {lookup.kind === 'invalid' && (
        <p>
          <strong>“{lookup.code}” is not an error code.</strong> Lexical error codes are whole numbers, as in{' '}
          <code>Minified Lexical error #66</code>.
        </p>
      )}
      <LookupForm pathname={pathname} />
    </section>
  );
}

function KnownError({ code, message }: { code: string; message: string }) {
  return (
    <>
      <h2 id="error-message">Lexical error #{code}</h2>
      <p>The full text of the error is:</p>
      <blockquote className="error-code-message">
        <p>
          <code>{message}</code>
        </p>
      </blockquote>
    </>
  );
}

function UnknownError({ code, args }: { code: string; args: string[] }) {
  return (
    <>
      <h2 id="error-message">Lexical error #{code}</h2>
      <p>
        This site does not know the message of error #{code}. It was built from the error codes of lexical{' '}
        {about.lexicalVersion}: the code may come from another version of Lexical, or from a check whose message
        could not be recovered from the published packages.
      </p>
      {args.length > 0 && (
        <>
          <p>The error was raised with these details:</p>
          <ul>
            {args.map((arg, i) => (
              <li key={i}>
                <code>{arg}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>To see the full message:</p>
      <ul>
        <li>
          run your application with the development build of Lexical (bundlers use it when{' '}
          <code>NODE_ENV</code> is not <code>production</code>), which throws the complete message;
        </li>
        <li>
          or look up code {code} in the{' '}
          <a href={CODES_FILE_URL} target="_blank" rel="noopener noreferrer">
            error codes file of the Lexical repository
          </a>
          , which lists the codes of every release.
        </li>
      </ul>
    </>
  );
}

function LookupForm({ pathname }: { pathname: string }) {
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (code !== '') void navigate(`${pathname}?code=${encodeURIComponent(code)}`);
  };
  return (
    <form className="error-code-form" onSubmit={onSubmit}>
      <label htmlFor="error-code-input">Look up an error code</label>{' '}
      <input
        id="error-code-input"
        inputMode="numeric"
        pattern="[0-9]*"
        placeholder="66"
        size={8}
        style={{ padding: '0.3rem 0.5rem', borderRadius: '0.4rem', border: '1px solid currentColor', font: 'inherit' }}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />{' '}
      <button type="submit" className="button button--primary button--sm">
        Show message
      </button>
    </form>
  );
}
