// Code blocks are highlighted at build time (no highlighting script reaches
// the browser) and coloured by the palette stylesheet in both colour modes:
// the default is a dark VS-style palette in light and dark mode alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteUnderTest } from './harness.mjs';

const site = siteUnderTest();

function luminance(rgb) {
  const [r, g, b] = rgb.match(/\d+/g).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

for (const mode of ['light', 'dark']) {
  test(`code is coloured in ${mode} mode`, async () => {
    const page = await site.newPage();
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(site.url + '/docs/getting-started/quick-start');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
    const colours = await page.evaluate(() => {
      // The first block that has a keyword token (chroma's class "k").
      const keyword = document.querySelector('.theme-code-block pre .k');
      const pre = keyword?.closest('pre') ?? document.querySelector('.theme-code-block pre');
      return {
        background: getComputedStyle(pre).backgroundColor,
        text: getComputedStyle(pre).color,
        keyword: keyword && getComputedStyle(keyword).color,
      };
    });
    assert.ok(luminance(colours.background) < 0.25, `a dark VS-style background, got ${colours.background}`);
    assert.ok(colours.keyword, 'keywords are tokens of their own');
    assert.notEqual(colours.keyword, colours.text, 'keywords have their own colour');
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).join(' '));
    assert.doesNotMatch(scripts, /prism|highlight|shiki/i);
    await page.context().close();
  });
}
