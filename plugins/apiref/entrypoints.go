package apiref

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// entryPoint is one module the reference documents: an npm specifier and
// the declaration file its types come from.
type entryPoint struct {
	Module string `json:"module"` // "@lexical/react/LexicalComposer"
	File   string `json:"file"`   // absolute path of the .d.ts
}

// packageJSON is what the generator reads from an installed package.
type packageJSON struct {
	Name        string          `json:"name"`
	Version     string          `json:"version"`
	Description string          `json:"description"`
	Types       string          `json:"types"`
	Typings     string          `json:"typings"`
	Exports     json.RawMessage `json:"exports"`
	Repository  json.RawMessage `json:"repository"`
}

// installedPackage is a documented package found in node_modules.
type installedPackage struct {
	Name string
	Dir  string
	// Display names package.json in errors, relative to the site.
	Display string
	JSON    packageJSON
	// Raw is package.json's bytes, part of the cache key.
	Raw []byte
}

// readPackage reads name's package.json from the site's node_modules.
func readPackage(siteDir, name string) (*installedPackage, error) {
	dir := filepath.Join(siteDir, "node_modules", filepath.FromSlash(name))
	display := filepath.ToSlash(filepath.Join("node_modules", name, "package.json"))
	raw, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return nil, fmt.Errorf("package %q is not installed (%s: %v); run npm install, or remove it from the documented packages", name, display, errNotExist(err))
	}
	p := &installedPackage{Name: name, Dir: dir, Display: display, Raw: raw}
	if err := json.Unmarshal(raw, &p.JSON); err != nil {
		return nil, fmt.Errorf("%s:%d: %v", display, jsonErrorLine(raw, err), err)
	}
	return p, nil
}

func errNotExist(err error) string {
	if os.IsNotExist(err) {
		return "no such file"
	}
	return err.Error()
}

// entryPoints lists the modules a package exports, with their declaration
// files: one per subpath of package.json "exports" that has types, else the
// package's "types" (or "typings", or index.d.ts). Subpaths that repeat
// another's declaration file ("./X.js" beside "./X") are one module.
func (p *installedPackage) entryPoints() ([]entryPoint, error) {
	byFile := map[string]string{}
	if len(p.JSON.Exports) > 0 && p.JSON.Exports[0] == '{' {
		var exports map[string]json.RawMessage
		if err := json.Unmarshal(p.JSON.Exports, &exports); err != nil {
			return nil, fmt.Errorf("%s: exports: %v", p.Display, err)
		}
		// Conditions-only exports ({"import": …, "types": …}) describe ".".
		if !hasSubpathKeys(exports) {
			exports = map[string]json.RawMessage{".": p.JSON.Exports}
		}
		for subpath, target := range exports {
			if !strings.HasPrefix(subpath, ".") || strings.Contains(subpath, "*") || subpath == "./package.json" {
				continue
			}
			types := typesOf(target)
			if types == "" {
				continue
			}
			file := filepath.Join(p.Dir, filepath.FromSlash(types))
			module := p.Name + strings.TrimPrefix(subpath, ".")
			if prev, ok := byFile[file]; !ok || len(module) < len(prev) {
				byFile[file] = module
			}
		}
	}
	if len(byFile) == 0 {
		types := firstNonEmpty(p.JSON.Types, p.JSON.Typings, "index.d.ts")
		byFile[filepath.Join(p.Dir, filepath.FromSlash(types))] = p.Name
	}
	out := make([]entryPoint, 0, len(byFile))
	for file, module := range byFile {
		if _, err := os.Stat(file); err != nil {
			rel, _ := filepath.Rel(p.Dir, file)
			return nil, fmt.Errorf("%s: module %s: declaration file %s not found", p.Display, module, path.Join("node_modules", p.Name, filepath.ToSlash(rel)))
		}
		out = append(out, entryPoint{Module: module, File: file})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Module < out[j].Module })
	return out, nil
}

func hasSubpathKeys(m map[string]json.RawMessage) bool {
	for k := range m {
		if strings.HasPrefix(k, ".") {
			return true
		}
	}
	return false
}

// typesOf finds the declaration file of an export target: a "types"
// condition at any depth (import first, then require, then the rest), or
// a .d.ts path.
func typesOf(target json.RawMessage) string {
	var s string
	if json.Unmarshal(target, &s) == nil {
		if strings.HasSuffix(s, ".d.ts") {
			return s
		}
		return ""
	}
	var conds map[string]json.RawMessage
	if json.Unmarshal(target, &conds) != nil {
		return ""
	}
	if t, ok := conds["types"]; ok {
		if json.Unmarshal(t, &s) == nil {
			return s
		}
	}
	keys := make([]string, 0, len(conds))
	for k := range conds {
		keys = append(keys, k)
	}
	rank := map[string]int{"import": 0, "require": 1, "default": 2}
	sort.Slice(keys, func(i, j int) bool {
		ri, oki := rank[keys[i]]
		rj, okj := rank[keys[j]]
		if !oki {
			ri = 3
		}
		if !okj {
			rj = 3
		}
		if ri != rj {
			return ri < rj
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		if t := typesOf(conds[k]); t != "" {
			return t
		}
	}
	return ""
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

// repository is the package's source on GitHub, for links out of its
// README: "https://github.com/facebook/lexical" and "packages/lexical".
func (p *installedPackage) repository() (url, dir string) {
	var repo struct {
		URL       string `json:"url"`
		Directory string `json:"directory"`
	}
	var s string
	switch {
	case json.Unmarshal(p.JSON.Repository, &s) == nil:
		repo.URL = s
	case json.Unmarshal(p.JSON.Repository, &repo) == nil:
	default:
		return "", ""
	}
	url = strings.TrimSuffix(strings.TrimPrefix(repo.URL, "git+"), ".git")
	if strings.HasPrefix(url, "github:") {
		url = "https://github.com/" + strings.TrimPrefix(url, "github:")
	}
	if !strings.HasPrefix(url, "https://github.com/") {
		return "", ""
	}
	return url, strings.Trim(repo.Directory, "/")
}

// jsonErrorLine is the line a JSON decoding error is on (1 when unknown).
func jsonErrorLine(src []byte, err error) int {
	var offset int64
	var syntax *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		offset = syntax.Offset
	case errors.As(err, &typeErr):
		offset = typeErr.Offset
	}
	offset = min(offset, int64(len(src)))
	return 1 + bytes.Count(src[:offset], []byte("\n"))
}
