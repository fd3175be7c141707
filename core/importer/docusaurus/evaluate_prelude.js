// Runs before the bundled config (evaluate.go). folioStub stands in for a
// package the config imports: any property, call or construction of it is
// another stub, and each serialises as the package and the path taken
// through it (prism-react-renderer themes.github), which is all the import
// needs to map a Prism theme or name a remark plugin it cannot carry over.
globalThis.folioStub = (function () {
  const stubs = new WeakMap();
  function make(mod, path) {
    const target = function () {};
    const proxy = new Proxy(target, {
      // esbuild's interop copies a module's own keys into a new object made
      // from its prototype: a stub's prototype answers for every name, so
      // import {themes} from 'prism-react-renderer' finds one.
      getPrototypeOf() {
        return new Proxy({}, { get: (_, key) => (typeof key === 'symbol' ? undefined : make(mod, path ? `${path}.${key}` : key)) });
      },
      get(_, key) {
        if (key === 'toJSON') return () => ({ __module: mod, __path: path });
        if (key === '__esModule' || key === 'then') return undefined;
        if (key === Symbol.toPrimitive) return () => `[${mod}${path ? ' ' + path : ''}]`;
        if (typeof key === 'symbol') return undefined;
        return make(mod, path ? `${path}.${key}` : key);
      },
      apply() {
        return make(mod, `${path}()`);
      },
      construct() {
        return make(mod, `new ${path}()`);
      },
    });
    stubs.set(proxy, true);
    return proxy;
  }
  return (mod) => make(mod, '');
})();

// The config's require: require.resolve of a package that is not installed
// (a theme named by require.resolve('@easyops-cn/docusaurus-search-local'))
// gives the package's name, which is all the import needs of it.
// It resolves from the config file's folder, not from this script's.
//
// An ES module config makes its own require with
// createRequire(import.meta.url) (Docusaurus's TypeScript template does), and
// esbuild leaves that one's calls alone; so node:module is handed over with a
// createRequire that makes the same lenient require. Its bare requires of a
// package that is not installed give the package's stub, as imports do.
function lenientRequire(base) {
  const isBare = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('file:');
  const req = (id) => {
    if (id === 'module' || id === 'node:module') return lenientModule;
    try {
      return base(id);
    } catch (err) {
      if (isBare(id) && err && err.code === 'MODULE_NOT_FOUND') return globalThis.folioStub(id);
      throw err;
    }
  };
  return Object.assign(req, {
    resolve(id, options) {
      try {
        return base.resolve(id, options);
      } catch (err) {
        if (isBare(id)) return id;
        throw err;
      }
    },
  });
}
const nodeModule = require('node:module');
const lenientModule = Object.assign(Object.create(nodeModule), {
  createRequire: (from) => lenientRequire(nodeModule.createRequire(from)),
});
const folioRequire = lenientRequire(nodeModule.createRequire(process.env.FOLIO_IMPORT_FILE));
