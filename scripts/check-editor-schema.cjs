// Drives taplo's language server, `@taplo/lsp` from npm (the server Even
// Better TOML runs, compiled to WebAssembly), with JSON-RPC messages as an
// editor sends them: a workspace folder, a tile file opened in it,
// completion and hover requests at given places. (The npm `@taplo/cli` is
// built without its `lsp` command.) Prints what each request returned and
// exits 1 naming every expectation the schema did not meet.
//
// Usage: node scripts/check-editor-schema.cjs TOOLS WORKSPACE
// TOOLS is the npm prefix holding @taplo/lsp.
// WORKSPACE holds schema/ and tiles/halflings-1/ (a scratch copy of the
// project); the documents below are opened as tiles/halflings-1/99.toml, so
// the server finds the schema through their `#:schema` line.
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const [tools, workspace] = process.argv.slice(2);
if (!tools || !workspace) {
  console.error('usage: check-editor-schema.cjs TOOLS WORKSPACE');
  process.exit(2);
}

const SLOTS = [
  'north-left', 'north-centre', 'north-right',
  'long-left', 'long-centre', 'long-right',
  'west-left', 'west-centre', 'west-right',
];

const HEAD = `#:schema ../../schema/tile.schema.json
id = "h1-99"
set = "halflings-1"
name = "A tile being written"

[sides]
north = "city"
long = "road"
west = "field"
`;

// Each case: a document, where the cursor is (the text `|` marks it and is
// removed), the request, and what its answer must hold.
const CASES = [
  {
    name: 'completion at `slots = ["` in [[city]]',
    text: `${HEAD}\n[[city]]\nid = "city"\nslots = ["|\n`,
    method: 'textDocument/completion',
    expect: { labels: SLOTS },
  },
  {
    name: 'completion at `slots = []` in [[road]]',
    text: `${HEAD}\n[[road]]\nid = "road"\nslots = [|]\n`,
    method: 'textDocument/completion',
    expect: { labels: SLOTS },
  },
  {
    name: 'completion after `slots = ["north-left", "` in [[field]]',
    text: `${HEAD}\n[[field]]\nid = "field"\nslots = ["north-left", "|\n`,
    method: 'textDocument/completion',
    expect: { labels: SLOTS },
  },
  {
    name: 'completion at `north = "`',
    text: HEAD.replace('north = "city"', 'north = "|'),
    method: 'textDocument/completion',
    expect: { labels: ['city', 'road', 'field'] },
  },
  {
    name: 'completion at `end = "` in [[road]]',
    text: `${HEAD}\n[[road]]\nid = "road"\nslots = ["long-centre"]\nend = "|\n`,
    method: 'textDocument/completion',
    expect: { labels: ['junction', 'village', 'monastery', 'city'] },
  },
  {
    name: 'completion at `kind = "` in [[symbol]]',
    text: `${HEAD}\n[[symbol]]\nkind = "|\n`,
    method: 'textDocument/completion',
    expect: { labels: ['vineyard', 'hill', 'sheep', 'crop-circle'] },
  },
  {
    name: 'hover on `id` at the top',
    text: HEAD.replace('id = "h1-99"', 'i|d = "h1-99"'),
    method: 'textDocument/hover',
    expect: { hover: "The tile's id: the set's prefix and the printed number", not: 'A tile id: the set' },
  },
  {
    name: 'hover on `pennants` in [[city]]',
    text: `${HEAD}\n[[city]]\nid = "city"\nslots = ["north-left", "north-centre", "north-right"]\npenn|ants = 1\n`,
    method: 'textDocument/hover',
    expect: { hover: 'How many pennants (coats of arms) the segment shows.' },
  },
  {
    name: 'hover on `slots` in [[road]]',
    text: `${HEAD}\n[[road]]\nid = "road"\nsl|ots = ["long-centre"]\nend = "village"\n`,
    method: 'textDocument/hover',
    expect: { hover: 'The centre slots the road touches', not: 'A slot: one third of one side' },
  },
  {
    name: 'hover on `id` in [[field]]',
    text: `${HEAD}\n[[field]]\ni|d = "field"\nslots = ["west-left"]\n`,
    method: 'textDocument/hover',
    expect: { hover: "The segment's name, unique on this tile." },
  },
  {
    name: 'hover on `borders` in [[field]]',
    text: `${HEAD}\n[[city]]\nid = "city"\nslots = ["north-left", "north-centre", "north-right"]\n\n[[field]]\nid = "field"\nslots = ["west-right"]\nbord|ers = ["city"]\n`,
    method: 'textDocument/hover',
    expect: { hover: 'The cities on this tile that this field borders' },
  },
  {
    name: 'hover on `north` in [sides]',
    text: HEAD.replace('north = "city"', 'no|rth = "city"'),
    method: 'textDocument/hover',
    expect: { hover: 'The north leg, from the right-angle corner', not: 'A city covers the whole side.' },
  },
  {
    name: 'hover on the slot value "west-centre"',
    text: `${HEAD}\n[[road]]\nid = "road"\nslots = ["long-centre", "west-c|entre"]\n`,
    method: 'textDocument/hover',
    expect: { hover: 'The centre of the west leg.', not: 'The left third of the north leg' },
  },
];

// ---- JSON-RPC with the server --------------------------------------------

const fs = require('node:fs');
const fsPromise = require('node:fs/promises');
const { TaploLsp } = require(path.join(path.resolve(tools), 'node_modules/@taplo/lsp'));

// What Even Better TOML's own server process gives the server (its
// editors/vscode/src/server.ts), with the network left out: the schema is
// found through the `#:schema` line, on disk.
const environment = {
  cwd: () => path.resolve(workspace),
  envVar: (name) => process.env[name],
  envVars: () => Object.entries(process.env),
  findConfigFile: (from) => {
    for (const name of ['.taplo.toml', 'taplo.toml']) {
      const full = path.join(from, name);
      if (fs.existsSync(full)) return full;
    }
    return undefined;
  },
  glob: () => [],
  isAbsolute: (p) => path.isAbsolute(p),
  now: () => new Date(),
  readFile: (p) => fsPromise.readFile(p),
  writeFile: (p, bytes) => fsPromise.writeFile(p, bytes),
  // The server's own log, shown with EDITOR_LSP_LOG=1.
  stderr: async (bytes) => {
    if (process.env.EDITOR_LSP_LOG) process.stderr.write(bytes);
    return bytes.length;
  },
  stdErrAtty: () => false,
  stdin: process.stdin,
  stdout: process.stdout,
  urlToFilePath: (url) => decodeURIComponent(url).slice('file://'.length),
  fetch: {
    fetch: () => Promise.reject(new Error('no network')),
    Headers: globalThis.Headers,
    Request: globalThis.Request,
    Response: globalThis.Response,
  },
};

let server;
let nextId = 1;
const pending = new Map();

function send(message) {
  server.send({ jsonrpc: '2.0', ...message });
}

function request(method, params) {
  const id = nextId++;
  const answer = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${method}: no answer in 20 s`)), 20000);
    pending.set(id, (m) => {
      clearTimeout(timer);
      if (m.error) reject(new Error(`${method}: ${JSON.stringify(m.error)}`));
      else resolve(m.result);
    });
  });
  send({ id, method, params });
  return answer;
}

function notify(method, params) {
  send({ method, params });
}

function onMessage(message) {
  if (message.id !== undefined && message.method) {
    // A request from the server (configuration, progress): answer it.
    const result = message.method === 'workspace/configuration'
      ? (message.params?.items ?? []).map(() => SETTINGS)
      : null;
    send({ id: message.id, result });
  } else if (message.id !== undefined && pending.has(message.id)) {
    const done = pending.get(message.id);
    pending.delete(message.id);
    done(message);
  }
}

// The editor's settings: no schema catalogs (they are fetched from the
// network); everything else as Even Better TOML ships it.
const SETTINGS = { schema: { enabled: true, catalogs: [] } };

// ---- the checks -----------------------------------------------------------

function where(text) {
  const at = text.indexOf('|');
  const before = text.slice(0, at).split('\n');
  return {
    text: text.slice(0, at) + text.slice(at + 1),
    position: { line: before.length - 1, character: before[before.length - 1].length },
  };
}

function hoverText(result) {
  if (!result) return '';
  const c = result.contents;
  if (typeof c === 'string') return c;
  if (Array.isArray(c)) return c.map((x) => (typeof x === 'string' ? x : x.value)).join('\n');
  return c?.value ?? '';
}

async function main() {
  server = await TaploLsp.initialize(environment, { onMessage });
  const root = pathToFileURL(path.resolve(workspace)).href;
  await request('initialize', {
    processId: process.pid,
    rootUri: root,
    workspaceFolders: [{ uri: root, name: 'halflings' }],
    capabilities: {
      textDocument: {
        completion: { completionItem: { snippetSupport: true } },
        hover: { contentFormat: ['markdown', 'plaintext'] },
      },
      workspace: { configuration: true, workspaceFolders: true },
    },
    initializationOptions: { configurationSection: 'evenBetterToml' },
  });
  notify('initialized', {});

  const missing = [];
  let version = 0;
  const uri = pathToFileURL(path.resolve(workspace, 'tiles/halflings-1/99.toml')).href;
  let opened = false;
  for (const c of CASES.filter((c) => !process.env.ONLY || c.name.includes(process.env.ONLY))) {
    const { text, position } = where(c.text);
    version += 1;
    if (!opened) {
      notify('textDocument/didOpen', { textDocument: { uri, languageId: 'toml', version, text } });
      opened = true;
    } else {
      notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    }
    let result;
    try {
      result = await request(c.method, { textDocument: { uri }, position });
    } catch (e) {
      missing.push(`${c.name}: ${e.message}`);
      continue;
    }
    if (c.expect.labels) {
      const items = Array.isArray(result) ? result : result?.items ?? [];
      const labels = items.map((i) => String(i.label).replace(/^"|"$/g, ''));
      const lacking = c.expect.labels.filter((l) => !labels.includes(l));
      console.log(`${c.name}: ${labels.length ? labels.join(', ') : '(nothing)'}`);
      if (lacking.length) missing.push(`${c.name}: does not offer ${lacking.join(', ')}`);
    } else {
      const shown = hoverText(result);
      console.log(`${c.name}: ${shown ? JSON.stringify(shown.replace(/\s+/g, ' ').trim()) : '(nothing)'}`);
      if (!shown.includes(c.expect.hover)) {
        missing.push(`${c.name}: does not show "${c.expect.hover}"`);
      } else if (c.expect.not && shown.includes(c.expect.not)) {
        missing.push(`${c.name}: shows "${c.expect.not}", the type's text, not the key's own`);
      }
    }
  }
  await request('shutdown', null).catch(() => {});
  return missing;
}

main().then(
  (missing) => {
    if (missing.length) {
      console.error(`the language server misses ${missing.length} of ${CASES.length} expectations:`);
      for (const m of missing) console.error(`  - ${m}`);
      process.exit(1);
    }
    console.log(`the language server meets all ${CASES.length} expectations`);
    process.exit(0);
  },
  (e) => {
    console.error(`error: ${e.message}`);
    process.exit(1);
  },
);
