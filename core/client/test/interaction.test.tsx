// The first interaction, and the parts of a page that wait for it: their
// code does not load while the visitor only looks at the page, loads at the
// first pointer move, press, key or scroll (only a deliberate act when they
// save data), and loads when the page is about to change.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import { hasInteracted, onFirstInteraction, resetInteraction } from '../src/interaction';
import { lazyComponent } from '../src/lazyComponent';
import { loadWaitingParts } from '../src/waitingParts';

const g = globalThis as any;
let page: EventTarget;

beforeEach(() => {
  page = new EventTarget();
  g.addEventListener = page.addEventListener.bind(page);
  g.removeEventListener = page.removeEventListener.bind(page);
  g.navigator = {};
  resetInteraction();
});

const act = (type: string) => page.dispatchEvent(new Event(type));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('what waits for the first interaction runs at the first pointer move, once; later, at once', () => {
  let runs = 0;
  onFirstInteraction(() => runs++);
  assert.equal(runs, 0);
  act('pointermove');
  act('keydown');
  assert.equal(runs, 1);
  assert.ok(hasInteracted());
  onFirstInteraction(() => runs++);
  assert.equal(runs, 2);
});

test('a key, a press, a touch, focus and a scroll count as well', () => {
  for (const type of ['keydown', 'pointerdown', 'touchstart', 'focusin', 'scroll', 'wheel']) {
    resetInteraction();
    let ran = false;
    onFirstInteraction(() => (ran = true));
    act(type);
    assert.ok(ran, type);
  }
});

test('when the visitor saves data, the pointer passing by or a scroll is no interaction; a press is', () => {
  g.navigator = { connection: { saveData: true } };
  let ran = false;
  onFirstInteraction(() => (ran = true));
  act('pointermove');
  act('scroll');
  assert.equal(ran, false);
  act('pointerdown');
  assert.equal(ran, true);
});

test('a part that waits for an interaction does not load its code when rendered, but at the first interaction', async () => {
  let loads = 0;
  const Part = lazyComponent(
    async () => {
      loads++;
      return { default: () => <b>part</b> };
    },
    { hydrate: 'interaction' },
  );
  renderToString(<Part />); // asks for the code, as hydration does
  await settled();
  assert.equal(loads, 0);
  act('pointermove');
  await settled();
  assert.equal(loads, 1);
});

test('before the page changes, the router loads the parts that wait (a navigation counts as an interaction)', async () => {
  let loads = 0;
  const Part = lazyComponent(
    async () => {
      loads++;
      return { default: () => <b>part</b> };
    },
    { hydrate: 'interaction' },
  );
  renderToString(<Part />);
  await loadWaitingParts();
  assert.equal(loads, 1);
  assert.ok(hasInteracted());
});

test("after the first interaction, a waiting part's code loads as soon as its module arrives (the next page's)", async () => {
  onFirstInteraction(() => {});
  act('keydown');
  let loads = 0;
  lazyComponent(
    async () => {
      loads++;
      return { default: () => <b>next</b> };
    },
    { hydrate: 'interaction' },
  );
  await loadWaitingParts();
  assert.equal(loads, 1);
});

test('a part that failed to load does not stop the page from changing', async () => {
  const Broken = lazyComponent(() => Promise.reject(new Error('offline')), { hydrate: 'interaction' });
  const warn = console.warn;
  const warnings: unknown[] = [];
  console.warn = (...args: unknown[]) => void warnings.push(args[0]);
  try {
    renderToString(<Broken />);
    await loadWaitingParts();
    await settled();
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(warnings, ['folio: could not load a part of the page']);
});
