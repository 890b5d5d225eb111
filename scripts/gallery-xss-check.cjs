// Loads each page given in headless Chromium (playwright-core) and fails if
// any of the hostile payloads of tests/xss/payloads.txt got through:
//   - a script ran: the payloads set window.__halflingsXss, change
//     document.title to "XSS" or open a dialog;
//   - an element was injected: anything with the id or attribute
//     halflings-xss, an inline event handler or script naming the payload,
//     in the page or in any frame or <object> document it embeds.
// The page may load only local files; every other request is refused and
// reported. Run through scripts/gallery-xss-check.
'use strict';
const { chromium } = require('playwright-core');
const { pathToFileURL } = require('node:url');
const path = require('node:path');
const fs = require('node:fs');

const pages = process.argv.slice(2);
if (pages.length === 0) {
  console.error('usage: gallery-xss-check.mjs PAGE.html...');
  process.exit(2);
}

async function main() {
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--allow-file-access-from-files',
  ],
});

// What the payloads leave behind when they get through, read in one frame.
function evidence() {
  const found = [];
  const marked = document.querySelectorAll('[id^="halflings-xss"], [data-halflings-xss]');
  for (const el of marked) found.push(`injected element: ${el.outerHTML.slice(0, 120)}`);
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (attr.name.startsWith('on') && /halflings|XSS/.test(attr.value)) {
        found.push(`injected handler: <${el.localName} ${attr.name}="${attr.value.slice(0, 80)}">`);
      }
    }
  }
  for (const s of document.querySelectorAll('script')) {
    if (/__halflingsXss/.test(s.textContent) && !s.hasAttribute('type')) {
      found.push(`injected script: ${s.outerHTML.slice(0, 120)}`);
    }
  }
  if (window.__halflingsXss) found.push('a payload script ran (window.__halflingsXss is set)');
  if (/XSS/.test(document.title)) found.push(`a payload script ran (document.title is ${JSON.stringify(document.title)})`);
  return found;
}

let failures = 0;
for (const page of pages) {
  if (!fs.existsSync(page)) {
    console.error(`FAIL: ${page}: no such file`);
    failures++;
    continue;
  }
  const url = pathToFileURL(path.resolve(page)).href;
  const context = await browser.newContext();
  const tab = await context.newPage();
  const findings = [];
  tab.on('dialog', async (d) => { findings.push(`a payload script ran (a ${d.type()} dialog: ${d.message()})`); await d.dismiss(); });
  tab.on('pageerror', (e) => { if (/XSS|halflings/.test(String(e))) findings.push(`page error: ${e}`); });
  await context.route('**/*', (route) => {
    const u = route.request().url();
    if (u.startsWith('file:') || u.startsWith('data:')) return route.continue();
    findings.push(`request outside the page's folder refused: ${u}`);
    return route.abort();
  });
  await tab.goto(url, { waitUntil: 'load' });
  // Let image errors, onload handlers and timers fire.
  await tab.waitForTimeout(400);
  for (const frame of tab.frames()) {
    const where = frame === tab.mainFrame() ? '' : ` (frame ${frame.url()})`;
    for (const f of await frame.evaluate(evidence)) findings.push(f + where);
  }
  // <object> and <embed> documents are not frames to playwright: look inside.
  const nested = await tab.evaluate(() => {
    const out = [];
    for (const o of document.querySelectorAll('object, embed, iframe')) {
      let doc = null;
      try { doc = o.contentDocument || (o.getSVGDocument && o.getSVGDocument()); } catch (e) { doc = null; }
      if (!doc) continue;
      for (const el of doc.querySelectorAll('[id^="halflings-xss"], [data-halflings-xss]')) {
        out.push(`injected element in ${o.localName} ${o.getAttribute('data') || o.getAttribute('src')}: ${el.outerHTML.slice(0, 120)}`);
      }
    }
    return out;
  });
  findings.push(...nested);
  await context.close();
  const unique = [...new Set(findings)];
  if (unique.length === 0) {
    console.log(`ok: ${page}: no payload script ran and no element was injected`);
  } else {
    failures++;
    console.log(`FAIL: ${page}: ${unique.length} findings`);
    for (const f of unique) console.log(`  - ${f}`);
  }
}
await browser.close();
return failures === 0 ? 0 : 1;
}

main().then((code) => process.exit(code), (e) => { console.error(e); process.exit(2); });
