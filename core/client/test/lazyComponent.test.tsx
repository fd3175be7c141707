// lazyComponent on the server: once loadLazyComponents() has run, a lazy
// component renders synchronously, inside a Suspense boundary the browser
// hydrates when its code arrives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import { lazyComponent, loadLazyComponents } from '../src/lazyComponent';

let loads = 0;
const Greeting = lazyComponent(async () => {
  loads++;
  return { default: ({ name }: { name: string }) => <b>Hello {name}</b> };
});

test('before its code is loaded, the server could not render it (it leaves it to the browser)', () => {
  assert.match(renderToString(<Greeting name="Ada" />), /^<!--\$!--><template data-msg="Switched to client rendering/);
});

test('after loadLazyComponents(), it renders whole, synchronously, in a hydratable boundary', async () => {
  await loadLazyComponents();
  assert.equal(renderToString(<Greeting name="Ada" />), '<!--$--><b>Hello <!-- -->Ada</b><!--/$-->');
  await Greeting.preload();
  assert.equal(loads, 1, 'the code is loaded once');
});

test('a loader that fails makes loadLazyComponents() fail, with the loader retried next time', async () => {
  let attempts = 0;
  const Flaky = lazyComponent(async () => {
    attempts++;
    if (attempts === 1) throw new Error('network down');
    return { default: () => <i>ok</i> };
  });
  await assert.rejects(loadLazyComponents(), { message: 'folio: could not load a part of the page' });
  await loadLazyComponents();
  assert.equal(renderToString(<Flaky />), '<!--$--><i>ok</i><!--/$-->');
  assert.equal(attempts, 2);
});

test('code that arrives with lazy components of its own (an MDX body with admonitions) has them loaded too', async () => {
  const Body = lazyComponent(async () => {
    // Created when the body's module runs, as the theme's lazy admonition is.
    const Note = lazyComponent(async () => ({ default: ({ text }: { text: string }) => <aside>{text}</aside> }));
    return { default: () => <Note text="inside" /> };
  }, { hydrate: 'afterLoad' });
  await loadLazyComponents();
  assert.equal(renderToString(<Body />), '<!--$--><!--$--><aside>inside</aside><!--/$--><!--/$-->');
});

test('a lazy component that throws on the server fails the render with its error, rather than leaving the part to the browser', async () => {
  const Broken = lazyComponent(async () => ({
    default: () => {
      throw new Error('Expected component `Missing` to be defined');
    },
  }));
  await loadLazyComponents();
  assert.throws(() => renderToString(<Broken />), { message: 'Expected component `Missing` to be defined' });
});
