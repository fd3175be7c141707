// The scripts DocumentHead inlines before first paint, run as the browser
// would: against a document, local storage and a system colour scheme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { announcementBarScript, colorModeScript } from '../lib/inlineScripts';

interface Env {
  stored?: Record<string, string>;
  systemDark?: boolean;
  storageBlocked?: boolean;
}

/** Runs `script`; returns the attributes it set on <html>. */
function run(script: string, { stored = {}, systemDark = false, storageBlocked = false }: Env = {}): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem(key: string) {
      if (storageBlocked) throw new Error('SecurityError');
      return Object.hasOwn(stored, key) ? stored[key] : null;
    },
  };
  const window = { matchMedia: (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' && systemDark }) };
  const document = { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = String(v)) } };
  runInNewContext(script, { window, document, localStorage });
  return attributes;
}

const lexical = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false };
const theme = (attrs: Record<string, string>) => [attrs['data-theme'], attrs['data-theme-choice']];

test('colour mode: the default, whatever the system says, when the system is not respected', () => {
  assert.deepEqual(theme(run(colorModeScript(lexical), { systemDark: true })), ['light', 'light']);
  assert.deepEqual(theme(run(colorModeScript({ ...lexical, defaultMode: 'dark' }))), ['dark', 'dark']);
});

test('colour mode: a stored choice wins', () => {
  assert.deepEqual(theme(run(colorModeScript(lexical), { stored: { theme: 'dark' } })), ['dark', 'dark']);
  assert.deepEqual(
    theme(run(colorModeScript({ ...lexical, respectPrefersColorScheme: true }), { stored: { theme: 'light' }, systemDark: true })),
    ['light', 'light'],
  );
});

test('colour mode: the system mode when respected and nothing is stored', () => {
  const respect = { ...lexical, respectPrefersColorScheme: true };
  assert.deepEqual(theme(run(colorModeScript(respect), { systemDark: true })), ['dark', 'system']);
  assert.deepEqual(theme(run(colorModeScript(respect), { systemDark: false })), ['light', 'system']);
});

test('colour mode: a stored value is ignored when the switch is disabled, or when it is not a mode', () => {
  assert.deepEqual(theme(run(colorModeScript({ ...lexical, disableSwitch: true }), { stored: { theme: 'dark' } })), ['light', 'light']);
  assert.deepEqual(theme(run(colorModeScript(lexical), { stored: { theme: 'purple' } })), ['light', 'light']);
});

test('colour mode: blocked storage falls back quietly', () => {
  assert.deepEqual(theme(run(colorModeScript(lexical), { storageBlocked: true })), ['light', 'light']);
});

const bar = { id: 'release-1', content: 'New!' };
const dismissed = (attrs: Record<string, string>) => attrs['data-announcement-bar-initially-dismissed'];

test('announcement bar: dismissed only when this very bar was closed', () => {
  const closed = { 'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': 'release-1' };
  assert.equal(dismissed(run(announcementBarScript(bar), { stored: closed })), 'true');
  assert.equal(dismissed(run(announcementBarScript(bar))), 'false');
  assert.equal(dismissed(run(announcementBarScript({ ...bar, id: 'release-2' }), { stored: closed })), 'false', 'a new id shows');
  assert.equal(dismissed(run(announcementBarScript(bar), { stored: { ...closed, 'docusaurus.announcement.dismiss': 'false' } })), 'false');
  assert.equal(dismissed(run(announcementBarScript({ ...bar, isCloseable: false }), { stored: closed })), 'false', 'not closeable: always shown');
  assert.equal(dismissed(run(announcementBarScript(bar), { storageBlocked: true })), 'false');
});

test('config values cannot end the inline script early', () => {
  const script = announcementBarScript({ id: '</script><script>alert(1)</script>', content: '' });
  assert.ok(!script.includes('</script>'));
  assert.equal(dismissed(run(script)), 'false');
});
