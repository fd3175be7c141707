// translate() and <Translate> (SPEC §5): lookups by id or message, English
// fallbacks, {name} placeholders, and the two declaration errors.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { Translate, interpolate, setCodeTranslations, translate } from '../src/translate';

afterEach(() => setCodeTranslations(undefined));

test('the message is the fallback; a translation wins, found by id or by message', () => {
  assert.equal(translate({ id: 'theme.NotFound.title', message: 'Page Not Found' }), 'Page Not Found');
  setCodeTranslations({ 'theme.NotFound.title': 'Page introuvable', 'Try again': 'Réessayer' });
  assert.equal(translate({ id: 'theme.NotFound.title', message: 'Page Not Found' }), 'Page introuvable');
  assert.equal(translate({ message: 'Try again' }), 'Réessayer');
  assert.equal(translate({ id: 'theme.unknown' }), 'theme.unknown', 'an id alone falls back to itself');
  assert.equal(translate({ id: 'constructor', message: 'Built' }), 'Built', 'only own keys count');
});

test('{name} placeholders are filled; unknown ones stay visible', () => {
  assert.equal(
    translate({ message: 'Switch between dark and light mode (currently {mode})' }, { mode: 'dark mode' }),
    'Switch between dark and light mode (currently dark mode)',
  );
  assert.equal(translate({ message: '{count} documents, {count} found' }, { count: 3 }), '3 documents, 3 found');
  assert.equal(translate({ message: 'Hello {name}' }, { other: 'x' }), 'Hello {name}');
  assert.equal(interpolate('no values {here}'), 'no values {here}');
});

test('a declaration with neither id nor message is an error', () => {
  assert.throws(() => translate({ description: 'orphan' }), { message: 'folio: a translation needs an id or a message, got neither' });
  assert.throws(() => renderToStaticMarkup(<Translate description="orphan" />), {
    message: 'folio: a translation needs an id or a message, got neither',
  });
});

test('<Translate> renders the text, with elements as values', () => {
  assert.equal(renderToStaticMarkup(<Translate id="x">Plain text</Translate>), 'Plain text');
  const html = renderToStaticMarkup(
    <Translate id="theme.edit" values={{ link: <a href="/e">edit it</a>, who: 'you' }}>
      {'Found a mistake? {who} can {link}.'}
    </Translate>,
  );
  assert.equal(html, 'Found a mistake? you can <a href="/e">edit it</a>.');
  setCodeTranslations({ 'theme.edit': 'Une erreur ? {link}' });
  assert.equal(
    renderToStaticMarkup(<Translate id="theme.edit" values={{ link: <b>corrigez</b> }}>{'Found a mistake? {link}'}</Translate>),
    'Une erreur ? <b>corrigez</b>',
  );
});

test('<Translate> children must be one plain string', () => {
  const name = 'Ada';
  assert.throws(() => renderToStaticMarkup(<Translate id="theme.hello">Hello {name}</Translate>), {
    message:
      'folio: <Translate id="theme.hello"> children must be a plain string; pass dynamic parts in values={{…}} and refer to them as {name}',
  });
  assert.throws(
    () =>
      renderToStaticMarkup(
        <Translate>
          {/* @ts-expect-error: an element is not a message */}
          <b>bold</b>
        </Translate>,
      ),
    /children must be a plain string/,
  );
});
