// The storage module: values round-trip, this tab's listeners hear its own
// writes, and unavailable storage degrades to nothing with one warning.
import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { createStorageSlot, resetStorageWarning } from '../src/storage';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string) {
    return this.items.has(k) ? this.items.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

const g = globalThis as any;

beforeEach(() => {
  resetStorageWarning();
  const target = new EventTarget();
  g.window = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    localStorage: new MemoryStorage(),
  };
  g.location = { href: 'http://localhost/' };
  g.StorageEvent = class extends Event {
    key: string;
    newValue: string | null;
    storageArea: unknown;
    constructor(type: string, init: any) {
      super(type);
      this.key = init.key;
      this.newValue = init.newValue;
      this.storageArea = init.storageArea;
    }
  };
});

afterEach(() => {
  delete g.window;
  delete g.location;
  delete g.StorageEvent;
  mock.restoreAll();
});

test('get, set and del', () => {
  const slot = createStorageSlot('theme');
  assert.equal(slot.get(), null);
  slot.set('dark');
  assert.equal(slot.get(), 'dark');
  assert.equal(g.window.localStorage.getItem('theme'), 'dark');
  slot.del();
  assert.equal(slot.get(), null);
});

test('listeners hear writes to their key, from this tab too', () => {
  const heard: Array<string | null> = [];
  const stop = createStorageSlot('theme').listen((v) => heard.push(v));
  createStorageSlot('theme').set('dark');
  createStorageSlot('other').set('x');
  createStorageSlot('theme').del();
  stop();
  createStorageSlot('theme').set('light');
  assert.deepEqual(heard, ['dark', null]);
});

test('events of another storage area are not ours', () => {
  const heard: Array<string | null> = [];
  createStorageSlot('theme').listen((v) => heard.push(v));
  g.window.dispatchEvent(new g.StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: {} }));
  assert.deepEqual(heard, []);
});

test('storage that refuses access: reads are null, writes dropped, one warning', () => {
  const warn = mock.method(console, 'warn', () => {});
  Object.defineProperty(g.window, 'localStorage', {
    get() {
      throw new Error('SecurityError: access denied');
    },
  });
  const slot = createStorageSlot('theme');
  assert.equal(slot.get(), null);
  slot.set('dark');
  slot.del();
  assert.equal(warn.mock.callCount(), 1);
  assert.match(String(warn.mock.calls[0].arguments[0]), /^folio: local storage is unavailable, so "theme" and other preferences will not be remembered\.$/);
});

test('a full quota warns too', () => {
  const warn = mock.method(console, 'warn', () => {});
  g.window.localStorage.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  createStorageSlot('theme').set('dark');
  assert.equal(warn.mock.callCount(), 1);
});

test('on the server there is no storage and no warning', () => {
  delete g.window;
  const warn = mock.method(console, 'warn', () => {});
  const slot = createStorageSlot('theme');
  assert.equal(slot.get(), null);
  slot.set('dark');
  assert.equal(typeof slot.listen(() => {}), 'function');
  assert.equal(warn.mock.callCount(), 0);
});
