package scaffold

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/client"
	"github.com/folio-docs/folio/themes/minimal"
)

// ThemeOptions describe a new theme.
type ThemeOptions struct {
	Dir  string
	Name string // the npm package name; default: the folder's name
}

// NewTheme writes a theme package that renders every route kind: the
// minimal theme's components, styles and themeConfig schema, with a
// package.json, a TypeScript project and a README of its own, and the
// client runtime's sources for the editor (WriteTypes).
func NewTheme(o ThemeOptions) error {
	folder := filepath.Base(o.Dir)
	if o.Name == "" {
		o.Name = npmName(folder)
	}
	if err := write("templates/theme", o.Dir, map[string]any{"Name": o.Name, "Folder": folder}); err != nil {
		return err
	}
	err := fs.WalkDir(minimal.Files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		content, err := minimal.Files.ReadFile(p)
		if err != nil {
			return err
		}
		if p == "theme.schema.json" {
			content = []byte(strings.Replace(string(content), "@folio/theme-minimal", o.Name, 1))
		}
		return writeFile(filepath.Join(o.Dir, filepath.FromSlash(p)), content)
	})
	if err != nil {
		return err
	}
	return WriteTypes(o.Dir)
}

// TypesDir is where WriteTypes puts the client runtime, relative to a
// theme: the theme's tsconfig.json maps @folio/client to it.
const TypesDir = ".folio/client"

// WriteTypes writes the client runtime's sources (@folio/client, with the
// generated contract: route data, site config, each page kind's data) into
// dir/.folio/client, replacing an older copy, so that an editor sees the
// types of this binary with no folio checkout on the machine.
func WriteTypes(dir string) error {
	dst := filepath.Join(dir, filepath.FromSlash(TypesDir))
	if err := os.RemoveAll(dst); err != nil {
		return err
	}
	return fs.WalkDir(client.Files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if p != "package.json" && !strings.HasPrefix(p, "src/") {
			return nil // tools/ (the MDX compiler service) is the build's, not the editor's
		}
		content, err := client.Files.ReadFile(p)
		if err != nil {
			return err
		}
		return writeFile(filepath.Join(dst, filepath.FromSlash(p)), content)
	})
}

func writeFile(file string, content []byte) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return fmt.Errorf("writing %s: %w", file, err)
	}
	return os.WriteFile(file, content, 0o644)
}
