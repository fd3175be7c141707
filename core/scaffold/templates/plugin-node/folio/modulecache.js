// Makes node start this plugin sooner. Most of a start, after node's own,
// is loading @grpc/grpc-js: resolving, reading and compiling some sixty
// CommonJS files. The first start records every CommonJS module it loads
// from node_modules (their sources, how each require was resolved, and
// V8's compiled code for them) in one file, node_modules/.cache/
// folio-plugin/modules.pack. Later starts read that file instead: no
// resolving, one read, and code that V8 takes from its cache instead of
// compiling. Node has no such cache of its own before version 22, and
// `command = ["node", "DIR"]` passes no flags to ask for one.
//
// The pack is used only while every file in it has the size, modification
// time and inode it had when packed, and node_modules and its
// .package-lock.json too (an npm install changes them). Otherwise, or when
// V8 refuses its cached code (another node), modules load as usual and the
// pack is written again as the process exits. Nothing else changes: each
// module still runs as node would run it, under its own file name (stack
// traces are the same), with its own module, exports and require. Your
// own code (index.js, folio/) never goes through it. folio's
// docs/plugins.md says what it saves.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const MAGIC = 'folio-module-pack 1\n';
// node's CommonJS loader, by the members its own hooks use (_compile,
// _extensions, _resolveFilename), which @types/node does not declare.
const loader = /** @type {any} */ (Module);

/**
 * A module as packed: where it is, what it was on disk, its source and
 * V8's cached code for it.
 * @typedef {{ file: string, stat: Stamp, source: string, code?: Buffer }} Packed
 * @typedef {[number, number, number]} Stamp size, mtimeMs, ino
 */

/**
 * Loads the CommonJS modules of nodeModules through its pack, and packs
 * them again at exit when the pack was missing, stale or refused. Call it
 * before the first require of a package.
 * @param {string} nodeModules the plugin's node_modules folder
 */
function useModuleCache(nodeModules) {
  // Packing needs vm and Module's internals as node 18-24 have them; any
  // other shape, and modules load as usual.
  if (typeof loader.prototype._compile !== 'function' || typeof loader.wrap !== 'function') return;
  // Source maps (--enable-source-maps) are registered by node's own
  // compile, which the pack would bypass.
  if (/** @type {any} */ (process).sourceMapsEnabled) return;
  try {
    // Modules resolve to their real paths: node_modules may be a link.
    nodeModules = fs.realpathSync(nodeModules);
  } catch {
    return; // no node_modules of its own (a workspace's): nothing to pack
  }
  const packFile = path.join(nodeModules, '.cache', 'folio-plugin', 'modules.pack');
  const pack = readPack(packFile, nodeModules);
  let stale = pack === null;

  /** @type {Map<string, { packed: Packed, script: vm.Script }>} the modules this process compiled */
  const loaded = new Map();
  /** @type {Map<string, string>} "parent\0request" → file, for packed files */
  const resolved = new Map();
  const inside = nodeModules + path.sep;

  const resolveFilename = loader._resolveFilename;
  loader._resolveFilename = function (/** @type {string} */ request, /** @type {any} */ parent, /** @type {boolean} */ isMain, /** @type {any} */ options) {
    const key = parent?.filename && !isMain && !options ? `${parent.filename}\0${request}` : '';
    const known = key && pack?.resolved.get(key);
    if (known) {
      resolved.set(key, known);
      return known;
    }
    const file = resolveFilename.call(this, request, parent, isMain, options);
    if (key && typeof file === 'string' && file.startsWith(inside)) resolved.set(key, file);
    return file;
  };

  const loadJS = loader._extensions['.js'];
  /** @type {Stamp | undefined} the stamp of the file being loaded, taken before it is read */
  let stamp;
  loader._extensions['.js'] = function (/** @type {any} */ module, /** @type {string} */ file) {
    const packed = pack?.modules.get(file);
    if (packed) return module._compile(packed.source, file);
    stamp = file.startsWith(inside) ? stampOf(file) : undefined;
    return loadJS.call(this, module, file);
  };

  const compile = loader.prototype._compile;
  /** @this {any} */
  loader.prototype._compile = function (/** @type {string} */ source, /** @type {string} */ file, /** @type {unknown[]} */ ...rest) {
    const hit = pack?.modules.get(file);
    const packed = hit?.source === source ? hit : stamp && file.startsWith(inside) ? { file, stat: stamp, source } : undefined;
    stamp = undefined;
    // A module that imports ES modules needs node's own loader for them,
    // and so does one node was told is not CommonJS (its third argument).
    const dynamicImport = /** @type {any} */ (vm).constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
    const format = rest[0];
    if (!packed || (format !== undefined && format !== 'commonjs') || (!dynamicImport && source.includes('import('))) {
      return compile.call(this, source, file, ...rest);
    }
    let script;
    try {
      script = new vm.Script(loader.wrap(source.startsWith('#!') ? '//' + source : source), {
        filename: file,
        cachedData: packed.code,
        importModuleDynamically: dynamicImport,
      });
    } catch {
      // Not CommonJS: an ES module in a .js file that node (22 and
      // later) detects by its syntax, or a real mistake, which node's own
      // compile reports as it would.
      return compile.call(this, source, file, ...rest);
    }
    if (!packed.code || script.cachedDataRejected) stale = true;
    loaded.set(file, { packed, script });
    const run = script.runInThisContext({ displayErrors: true });
    return run.call(this.exports, this.exports, requireOf(this), this, file, path.dirname(file));
  };

  process.on('exit', () => {
    // What this process loaded from outside the pack, or compiled anew,
    // goes into a new pack, with the code V8 compiled by now (the calls'
    // code too, not only the modules' first run), beside what the pack
    // held that this process did not load.
    for (const file of loaded.keys()) if (!pack?.modules.has(file)) stale = true;
    if (stale && loaded.size > 0) writePack(packFile, nodeModules, loaded, resolved, pack);
  });
}

/**
 * The require function node gives a CommonJS module (its internal
 * makeRequireFunction, which is not exported).
 * @param {any} mod
 */
function requireOf(mod) {
  /** @param {string} id */
  const require = (id) => mod.require(id);
  require.resolve = (/** @type {string} */ request, /** @type {any} */ options) => loader._resolveFilename(request, mod, false, options);
  require.resolve.paths = (/** @type {string} */ request) => loader._resolveLookupPaths(request, mod);
  require.main = process.mainModule;
  require.extensions = loader._extensions;
  require.cache = loader._cache;
  return require;
}

/** @param {string} file @returns {Stamp | undefined} */
function stampOf(file) {
  try {
    const st = fs.statSync(file);
    return [st.size, st.mtimeMs, st.ino];
  } catch {
    return undefined;
  }
}

/** @param {Stamp | undefined} a @param {Stamp | undefined} b */
const sameStamp = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/**
 * What says that node_modules as a whole is as it was: the folder (an
 * entry added or removed) and npm's record of the last install.
 * @param {string} nodeModules
 */
function installStamps(nodeModules) {
  return [stampOf(nodeModules), stampOf(path.join(nodeModules, '.package-lock.json'))];
}

/**
 * The pack, when it is there and every file in it is as packed; null
 * otherwise.
 * @param {string} packFile
 * @param {string} nodeModules
 * @returns {{ modules: Map<string, Packed>, resolved: Map<string, string> } | null}
 */
function readPack(packFile, nodeModules) {
  let bytes;
  try {
    bytes = fs.readFileSync(packFile);
  } catch {
    return null;
  }
  try {
    if (bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return null;
    const headerLength = bytes.readUInt32LE(MAGIC.length);
    let at = MAGIC.length + 4;
    /** @type {{ install: (Stamp | undefined)[], modules: { file: string, stat: Stamp, source: number, code: number }[], resolved: [string, string][] }} */
    const header = JSON.parse(bytes.toString('utf8', at, at + headerLength));
    at += headerLength;
    // A pack cut short (a full disk) would hand node half a module.
    if (header.modules.reduce((end, m) => end + m.source + m.code, at) !== bytes.length) return null;
    const install = installStamps(nodeModules);
    if (!header.install.every((s, i) => (s === null && install[i] === undefined) || sameStamp(s, install[i]))) return null;
    /** @type {Map<string, Packed>} */
    const modules = new Map();
    for (const m of header.modules) {
      if (!sameStamp(m.stat, stampOf(m.file))) return null;
      const source = bytes.toString('utf8', at, at + m.source);
      at += m.source;
      const code = m.code > 0 ? bytes.subarray(at, at + m.code) : undefined;
      at += m.code;
      modules.set(m.file, { file: m.file, stat: m.stat, source, code });
    }
    return { modules, resolved: new Map(header.resolved) };
  } catch {
    return null; // torn or foreign: pack again
  }
}

/**
 * Writes the pack through a new file renamed over the old one, so that a
 * plugin starting meanwhile reads the old pack or the new, never half of
 * one. A folder that cannot be written (a read-only install) leaves the
 * plugin as fast as it was without a pack.
 * @param {string} packFile
 * @param {string} nodeModules
 * @param {Map<string, { packed: Packed, script: vm.Script }>} loaded
 * @param {Map<string, string>} resolved
 * @param {{ modules: Map<string, Packed>, resolved: Map<string, string> } | null} last the pack read at start
 */
function writePack(packFile, nodeModules, loaded, resolved, last) {
  try {
    /** @type {Buffer[]} */
    const bodies = [];
    const modules = [];
    for (const { packed, script } of loaded.values()) {
      const source = Buffer.from(packed.source);
      const code = script.createCachedData();
      bodies.push(source, code);
      modules.push({ file: packed.file, stat: packed.stat, source: source.length, code: code.length });
    }
    // Kept: two plugins of one package that load different modules would
    // otherwise take turns writing the pack.
    for (const packed of last?.modules.values() ?? []) {
      if (loaded.has(packed.file)) continue;
      const source = Buffer.from(packed.source);
      const code = packed.code ?? Buffer.alloc(0);
      bodies.push(source, code);
      modules.push({ file: packed.file, stat: packed.stat, source: source.length, code: code.length });
    }
    const packed = new Set(modules.map((m) => m.file));
    fs.mkdirSync(path.dirname(packFile), { recursive: true });
    const header = Buffer.from(JSON.stringify({
      install: installStamps(nodeModules).map((s) => s ?? null),
      modules,
      resolved: [...new Map([...(last?.resolved ?? []), ...resolved])].filter(([, file]) => packed.has(file)),
    }));
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.length);
    const temp = `${packFile}.${process.pid}.tmp`;
    fs.writeFileSync(temp, Buffer.concat([Buffer.from(MAGIC, 'latin1'), length, header, ...bodies]));
    fs.renameSync(temp, packFile);
  } catch {
    // No pack: the next start loads as usual and tries again.
  }
}

module.exports = { useModuleCache };
