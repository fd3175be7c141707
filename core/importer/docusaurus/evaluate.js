// Runs after the bundled config (evaluate.go): prints what it exports as
// JSON on stdout, or the reason it failed on stderr after FOLIO_EVAL_ERROR.
(async () => {
  folioConfig(folioRequire);
  let value = module.exports;
  if (value && value.__esModule && 'default' in value) value = value.default;
  if (typeof value === 'function') value = await value();
  value = await value;
  process.stdout.write(
    JSON.stringify(value, (_, v) => {
      if (typeof v === 'function') return { __function: v.name || '' };
      if (v instanceof RegExp) return { __regexp: String(v) };
      if (typeof v === 'bigint') return Number(v);
      return v;
    }),
  );
})().catch((err) => {
  process.stderr.write(`FOLIO_EVAL_ERROR ${JSON.stringify({ message: err && err.message ? err.message : String(err), stack: (err && err.stack) || '' })}\n`);
  process.exit(1);
});
