package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// Load reads and validates the site.toml at path. A problem in the file is
// returned as Errors.
func Load(path string) (*Site, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, missingConfig{path, err}
	}
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// missingConfig is a site.toml that is not there: most often folio run
// outside a site's folder, or before there is a site.
type missingConfig struct {
	path string
	err  error
}

func (e missingConfig) Error() string {
	dir, _ := filepath.Abs(filepath.Dir(e.path))
	return fmt.Sprintf("no %s in %s: run folio in a site's folder (or name the file with --config), or start a site with `folio new site my-site`", filepath.Base(e.path), dir)
}

func (e missingConfig) Unwrap() error { return e.err }

// Parse decodes and validates site.toml's content; filename is used in error
// messages and to set Site.Dir.
//
// The stages stop at the first that finds a problem: a value of the wrong
// shape would otherwise also show up as a missing or invalid one.
func Parse(filename string, data []byte) (*Site, error) {
	r := &reporter{file: filename, src: data}

	var tree map[string]any
	if _, err := toml.Decode(string(data), &tree); err != nil {
		r.errs = append(r.errs, syntaxError(filename, data, err))
		return nil, r.err()
	}

	checkShape(tree, r)
	if err := r.err(); err != nil {
		return nil, err
	}

	var file siteFile
	md, err := toml.Decode(string(data), &file)
	if err != nil {
		// checkShape accepts only what decodes; reaching this is a bug, but
		// it must still come out as a config error, not a panic.
		r.errs = append(r.errs, syntaxError(filename, data, err))
		return nil, r.err()
	}
	reportUndecoded(md, r)
	if err := r.err(); err != nil {
		return nil, err
	}
	site := &file.Site
	decodeThemeConfig(tree["themeConfig"], &site.ThemeConfig)
	site.file, site.source, site.tree = filename, data, tree

	defined := func(p keyPath) bool { _, ok := p.lookup(tree); return ok }
	applyDefaults(site, defined)
	validate(site, defined, r)
	if err := r.err(); err != nil {
		return nil, err
	}

	if dir, err := filepath.Abs(filepath.Dir(filename)); err == nil {
		site.Dir = dir
	} else {
		site.Dir = filepath.Dir(filename)
	}
	return site, nil
}

// siteFile is site.toml as the typed decode sees it: themeConfig is left
// out, because its keys are the theme's, and one of a type the Go struct
// does not expect must reach the theme's schema check instead of stopping
// the decode.
type siteFile struct {
	Site
	ThemeConfig toml.Primitive `toml:"themeConfig"`
}

// decodeThemeConfig fills the typed ThemeConfig from the TOML tree as far
// as the types agree. A value of another type is skipped (encoding/json
// goes on past it): the shape check has named any such value among the keys
// the core reads, and the theme's schema names the others.
func decodeThemeConfig(v any, t *ThemeConfig) {
	if v == nil {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	_ = json.Unmarshal(b, t) // best effort, see above
}

func syntaxError(filename string, data []byte, err error) *Error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		line := max(pe.Position.Line, 1)
		return &Error{File: filename, Line: line, Column: column(data, line, pe.Position.Start), Msg: "invalid TOML: " + pe.Message}
	}
	return &Error{File: filename, Line: 1, Msg: strings.TrimPrefix(err.Error(), "toml: ")}
}

// column counts characters from the start of line to the byte offset
// start. ParseError.Position.Col is not used: BurntSushi/toml v1.6.0 puts an
// error at the very start of a line at the end of the line before.
func column(data []byte, line, start int) int {
	lineStart := 0
	for n := 1; n < line; n++ {
		i := bytes.IndexByte(data[lineStart:], '\n')
		if i < 0 {
			return 1
		}
		lineStart += i + 1
	}
	if start < lineStart || start > len(data) {
		return 1
	}
	return utf8.RuneCount(data[lineStart:start]) + 1
}

// reportUndecoded is a second net under checkShape: any key the typed
// decode did not use is unknown, whatever checkShape concluded. Keys under
// the free-form tables are decoded into map[string]any without being
// marked, so they are skipped.
func reportUndecoded(md toml.MetaData, r *reporter) {
	for _, k := range md.Undecoded() {
		// themeConfig is decoded apart and checked against the theme's schema.
		if len(k) >= 1 && (k[0] == "customFields" || k[0] == "themeConfig") || len(k) >= 2 && k[0] == "plugins" && k[1] == "options" {
			continue
		}
		// MetaData keys carry no array index; name the key without one.
		r.at(path(k...), "unknown key")
	}
}
