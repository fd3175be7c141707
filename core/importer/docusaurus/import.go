package docusaurus

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/embedded"
	"github.com/folio-docs/folio/themes/classic"
)

// Options say which site to import and how.
type Options struct {
	Dir   string // the Docusaurus site's folder
	Force bool   // replace an existing site.toml and sidebars.json
	Node  string // the Node.js program; default "node"
	// Progress receives a line as each step ends; nil prints nothing.
	Progress func(string)
}

// Result is what the import wrote and what it could not carry over.
type Result struct {
	Written        []string // files written, relative to Dir
	PackageChanges []string // what changed in package.json
	Notes          []Note   // settings not carried over, with why and what to do
}

// MermaidVersion is the mermaid package a site with diagrams gets: the
// version folio's diagrams are tested with (the workspace's package.json).
const MermaidVersion = "^12.3.0"

// configNames are the files Docusaurus reads its config from, in its order.
var configNames = []string{"docusaurus.config.js", "docusaurus.config.cjs", "docusaurus.config.mjs", "docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.cts"}

// Import reads the Docusaurus site in o.Dir and writes site.toml, the
// sidebars as JSON and package.json beside its config. No other file is
// touched. A site.toml the result fails to pass is still written, and the
// problems are returned, each at its line, for the maintainer to fix.
func Import(o Options) (*Result, error) {
	progress := o.Progress
	if progress == nil {
		progress = func(string) {}
	}
	dir, err := filepath.Abs(o.Dir)
	if err != nil {
		return nil, err
	}
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return nil, fmt.Errorf("%s is not a folder", o.Dir)
	}
	configFile := ""
	for _, name := range configNames {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			configFile = filepath.Join(dir, name)
			break
		}
	}
	if configFile == "" {
		return nil, fmt.Errorf("no docusaurus.config.js, .mjs or .ts in %s: run this in a Docusaurus site's folder (the one with docusaurus.config), or give that folder", dir)
	}
	siteTOMLPath := filepath.Join(dir, "site.toml")
	if _, err := os.Stat(siteTOMLPath); err == nil && !o.Force {
		return nil, fmt.Errorf("%s already exists; run with --force to replace it", siteTOMLPath)
	}

	cfgValue, missing, err := evaluate(o.Node, configFile)
	if err != nil {
		return nil, err
	}
	cfg := asObj(cfgValue)
	if cfg == nil {
		return nil, &EvalError{File: configFile, Msg: "it must export the config object (module.exports = config, or export default config)"}
	}
	progress("Read " + filepath.Base(configFile))
	m := mapConfig(cfg, dir)
	m.noteMissing(filepath.Base(configFile), missing)
	res := &Result{}
	writes := map[string][]byte{}
	var order []string

	if m.sidebarsFile != "" {
		file := m.sidebarsFile
		if !filepath.IsAbs(file) {
			file = filepath.Join(dir, file)
		}
		sidebars, raw, missing, err := evaluateRaw(o.Node, file)
		if err != nil {
			return nil, err
		}
		m.noteMissing(relPath(dir, file), missing)
		data, err := m.sidebarsJSON(sidebars, raw, relPath(dir, file))
		if err != nil {
			return nil, err
		}
		out := filepath.Join(dir, "sidebars.json")
		if _, err := os.Stat(out); err == nil && !o.Force && file != out {
			return nil, fmt.Errorf("%s already exists; run with --force to replace it", out)
		}
		if file != out {
			writes["sidebars.json"] = data
			order = append(order, "sidebars.json")
		}
		progress("Read " + relPath(dir, file))
	}

	toml, err := m.siteTOML(filepath.Base(configFile))
	if err != nil {
		return nil, fmt.Errorf("writing site.toml: %w", err)
	}
	writes["site.toml"] = toml
	order = append([]string{"site.toml"}, order...)

	pkgPath := filepath.Join(dir, "package.json")
	pkgData, err := os.ReadFile(pkgPath)
	if errors.Is(err, fs.ErrNotExist) {
		pkgData = []byte(`{"private": true}`)
	} else if err != nil {
		return nil, err
	}
	needs := embedded.Requirements(embedded.Client, embedded.Classic)
	if m.markdown["mermaid"] == true {
		// Docusaurus's theme-mermaid brought the package; folio draws
		// diagrams with the site's own.
		needs["mermaid"] = MermaidVersion
	}
	newPkg, changes, err := rewritePackageJSON(pkgData, needs, siteImports(dir), m.docusaurusPackages)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", pkgPath, err)
	}
	writes["package.json"] = newPkg
	order = append(order, "package.json")
	res.PackageChanges = changes
	if ts, err := os.ReadFile(filepath.Join(dir, "tsconfig.json")); err == nil && strings.Contains(string(ts), "@docusaurus/") {
		// The TypeScript template's tsconfig extends @docusaurus/tsconfig, and
		// tsc finds the types of @docusaurus/* and @theme/* imports through
		// the classic preset's packages, all removed above.
		m.notes.add("tsconfig.json", "names @docusaurus/tsconfig",
			"the Docusaurus packages whose types tsc read were removed from package.json, so `tsc` (a typecheck script) fails; folio's build does not read tsconfig.json.",
			"Keep type-checking by adding @docusaurus/tsconfig and @docusaurus/preset-classic back as devDependencies (folio does not load them), or drop the typecheck script.")
	}

	for _, name := range order {
		if err := writeAtomic(filepath.Join(dir, name), writes[name]); err != nil {
			return nil, err
		}
		res.Written = append(res.Written, name)
		progress("Wrote " + name)
	}
	// Paths the config resolved are written from the site's folder.
	for i := range m.notes {
		m.notes[i].What = strings.ReplaceAll(m.notes[i].What, dir+string(filepath.Separator), "")
	}
	res.Notes = m.notes
	return res, check(siteTOMLPath, toml)
}

// noteMissing notes the relative imports of a config file that name no
// file here: they were evaluated as empty modules.
func (m *mapper) noteMissing(from string, missing []string) {
	for _, p := range missing {
		m.notes.add(from, "require "+p, "this file does not exist here, so the import read it as an empty module.", "Check the values that came from it in site.toml.")
	}
}

// check reads the written site.toml as `folio build` will, with the
// classic theme's schema: the mapping must produce a config folio takes.
func check(file string, data []byte) error {
	site, err := config.Parse(file, data)
	if err != nil {
		return err
	}
	schemaData, err := fs.ReadFile(classic.Files, config.ThemeSchemaFile)
	if err != nil {
		return err
	}
	schema, err := config.ParseThemeSchema(config.ThemeSchemaFile, schemaData)
	if err != nil {
		return err
	}
	return site.CheckThemeConfig(schema)
}

// sidebarsJSON writes the evaluated sidebars as folio reads them: the same
// structure, as JSON, in the file's order (the first sidebar is the docs'
// main one). Values JSON cannot hold (a function) are left out, each with
// a note; the rest is then written with sorted keys.
func (m *mapper) sidebarsJSON(v any, raw []byte, from string) ([]byte, error) {
	before := len(m.notes)
	clean := m.dropMarkers(v, from)
	var b bytes.Buffer
	if len(m.notes) == before {
		if err := json.Indent(&b, raw, "", "  "); err != nil {
			return nil, err
		}
	} else {
		data, err := json.MarshalIndent(clean, "", "  ")
		if err != nil {
			return nil, err
		}
		b.Write(data)
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}

func (m *mapper) dropMarkers(v any, at string) any {
	switch v := v.(type) {
	case obj:
		for _, k := range []string{"__function", "__module", "__regexp"} {
			if _, ok := v[k]; ok {
				m.notes.add(at, describe(v), "sidebars.json holds data only; a value computed by a function cannot be written down.", "Write the items it made into sidebars.json by hand.")
				return nil
			}
		}
		out := obj{}
		for _, k := range sortedKeys(v) {
			if c := m.dropMarkers(v[k], at+"."+k); c != nil {
				out[k] = c
			}
		}
		return out
	case []any:
		out := make([]any, 0, len(v))
		for i, item := range v {
			if c := m.dropMarkers(item, fmt.Sprintf("%s[%d]", at, i)); c != nil {
				out = append(out, c)
			}
		}
		return out
	}
	return v
}

// writeAtomic replaces file with data through a temporary file, so that an
// interrupted import leaves the old file or the new one, never half.
func writeAtomic(file string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+".*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), file)
}
