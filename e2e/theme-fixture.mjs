// The classic theme's browser tests run against a small fixture site
// (e2e/fixtures/theme-site) that switches on what the Lexical site leaves
// off: the announcement bar, hideOnScroll, two locales, analytics, the
// internal-docs helpers, search hosts, a crashing page. Each test file
// builds it once into a temporary directory and serves that build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAndServe } from './harness.mjs';

// Re-exported so that a theme test takes its page helpers from one place.
export { openHydrated as open, stubOutside } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = path.join(root, 'e2e/fixtures/theme-site');

/**
 * Builds the fixture with `config` (site.toml: everything on; defaults.toml:
 * nothing optional) and serves it. Resolves to { url, stop }.
 */
export function startFixture(config = 'site.toml') {
  return buildAndServe('folio-theme-e2e-', ['--config', path.join(fixtureDir, config)], `the theme fixture (${config})`);
}

/**
 * Loads `url` with the app's scripts held back (never answered): what the
 * page shows once parsed is the work of the inline scripts alone.
 */
export async function openWithoutApp(page, url) {
  await page.route('**/assets/*.js', () => {});
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'interactive');
}
