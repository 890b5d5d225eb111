// Drives the page of `halflings watch --serve` in headless Chromium
// (playwright-core). Run through scripts/check-watch-serve, which starts the
// watch: node check-watch-serve.cjs URL TILES_DIR OUT_DIR
'use strict';
const { chromium } = require('playwright-core');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const [url, tiles, out] = process.argv.slice(2);
if (!out) {
  console.error('usage: check-watch-serve.cjs URL TILES_DIR OUT_DIR');
  process.exit(2);
}
const failures = [];
const fail = (what) => { failures.push(what); console.log(`FAIL: ${what}`); };
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file, 'utf8')).digest('hex');

// One request with the path sent as it is (no normalising of `..`).
function get(rawPath) {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: u.hostname, port: u.port, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`timeout on ${rawPath}`)));
  });
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const dialogs = [];
    page.on('dialog', async (d) => { dialogs.push(d.message()); await d.dismiss(); });
    if (process.env.CHECK_WATCH_SERVE_BLOCK_LIVE === '1') {
      console.log('(the page script is blocked: the page cannot update itself)');
      await context.route('**/_halflings/live.js', (route) => route.abort());
    }
    await page.goto(url, { waitUntil: 'load' });
    const cards = await page.locator('main#gallery article.tile').count();
    console.log(`page: ${cards} tiles shown`);
    if (cards !== 24) fail(`the page shows ${cards} tiles, not 24`);
    await page.waitForFunction(() => document.documentElement.dataset.live === 'connected', null, { timeout: 5000 })
      .catch(() => fail('the page did not connect to /events'));

    // 1. An edit: a second pennant on h1-01.
    const card = (id) => page.evaluate((id) => {
      const a = document.getElementById(id);
      return a ? { sha: a.dataset.sha256, svg: a.querySelector('svg').outerHTML.length } : null;
    }, id);
    const before = await card('h1-01');
    const file = path.join(tiles, 'halflings-1', '01.toml');
    const original = fs.readFileSync(file, 'utf8');
    const edited = original.replace('pennants = 1', 'pennants = 2');
    if (edited === original) throw new Error('h1-01 has no `pennants = 1` to edit');
    await page.waitForTimeout(300);
    const saved = Date.now();
    fs.writeFileSync(file, edited);
    let shown = null;
    try {
      await page.waitForFunction((old) => {
        const a = document.getElementById('h1-01');
        return a && a.dataset.sha256 !== old;
      }, before.sha, { timeout: 5000, polling: 5 });
      shown = Date.now() - saved;
    } catch (e) {
      fail('the page did not show the edited picture within 5 s (no reload was done)');
    }
    if (shown !== null) {
      const after = await card('h1-01');
      const onDisk = sha256(path.join(out, 'svg', 'h1-01.svg'));
      console.log(`edit: the page showed the new picture of h1-01 ${shown} ms after the save`);
      if (after.sha !== onDisk) fail(`the page's picture (${after.sha}) is not the SVG written (${onDisk})`);
      if (shown >= 1000) fail(`the page took ${shown} ms, a second or more`);
    }

    // 2. A broken tile whose name is markup: its error is on the page, as text.
    const broken = path.join(tiles, 'halflings-1', '03.toml');
    const text = fs.readFileSync(broken, 'utf8');
    const spoilt = text.replace(/^name = .*$/m, 'name = "<b>x</b>" is not closed');
    fs.writeFileSync(broken, spoilt);
    const savedBroken = Date.now();
    try {
      await page.waitForSelector('#broken-h1-03 pre', { timeout: 5000 });
      const notice = await page.evaluate(() => {
        const n = document.getElementById('broken-h1-03');
        return {
          heading: n.querySelector('h3').textContent,
          text: n.querySelector('pre').textContent,
          injected: n.querySelectorAll('b').length + document.querySelectorAll('main b').length,
          status: (document.getElementById('live-status') || {}).textContent,
        };
      });
      console.log(`broken: shown ${Date.now() - savedBroken} ms after the save: "${notice.heading}"`);
      const line = notice.text.split('\n').find((l) => l.includes('<b>x</b>'));
      console.log(`  the error shows the line as text: ${line ? line.trim() : '(missing)'}`);
      console.log(`  status line: ${notice.status}`);
      if (!/03\.toml:4:\d+/.test(notice.text)) fail('the error on the page has no file:line:col');
      if (!line) fail('the markup in the name is not shown as text');
      if (notice.injected !== 0) fail('the name\'s <b> became an element');
      if (!/03\.toml/.test(notice.status || '')) fail('the status line does not name the broken file');
    } catch (e) {
      fail(`the broken tile's error did not appear on the page: ${e.message.split('\n')[0]}`);
    }
    if (dialogs.length) fail(`a dialog opened: ${dialogs.join(', ')}`);

    // 3. Only files under the output directory, with their content types.
    for (const p of ['/../Cargo.toml', '/%2e%2e/Cargo.toml', '/%2E%2E%2FCargo.toml',
      '/svg/..%2f..%2fCargo.toml', '/..%5cCargo.toml', '/svg/%2e%2e/%2e%2e/Cargo.toml', '/nothing.html']) {
      const r = await get(p);
      if (r.status !== 404 || r.body.includes('[package]')) fail(`${p} answered ${r.status}`);
    }
    console.log('paths outside the output directory: 404');
    const types = { '/': 'text/html', '/svg/h1-01.svg': 'image/svg+xml', '/png/h1-01.png': 'image/png' };
    for (const [p, want] of Object.entries(types)) {
      const r = await get(p);
      if (r.status !== 200 || !String(r.type).startsWith(want)) fail(`${p}: ${r.status} ${r.type}, not ${want}`);
    }
    console.log('content types: ' + Object.entries(types).map(([p, t]) => `${p} ${t}`).join(', '));
    fs.writeFileSync(broken, text);
    fs.writeFileSync(file, original);
  } finally {
    await browser.close();
  }
  if (failures.length) {
    console.log(`watch --serve check failed: ${failures.length} failures`);
    return 1;
  }
  console.log('ok: the page follows every save, shows errors as text and serves only the output directory');
  return 0;
}

main().then((code) => process.exit(code), (e) => { console.error(e); process.exit(2); });
