// Package scaffold writes starters: `folio new site` and `folio new
// plugin`. The templates are embedded in the binary.
package scaffold

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"text/template"
	"time"

	"golang.org/x/mod/modfile"

	"github.com/folio-docs/folio/core/embedded"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

//go:embed all:templates
var templates embed.FS

// SiteOptions describe a new site.
type SiteOptions struct {
	Dir   string
	Title string // default: the folder's name
}

// NewSite writes a working starter site with the classic theme. It needs
// nothing but the binary: the runtime and the theme are embedded in it,
// and the site's package.json lists only the public npm packages they
// import, at the versions their own package.json files ask for.
func NewSite(o SiteOptions) error {
	name := filepath.Base(o.Dir)
	if o.Title == "" {
		o.Title = strings.ToUpper(name[:1]) + name[1:]
	}
	deps, err := json.MarshalIndent(embedded.Requirements(embedded.Client, embedded.Classic), "  ", "  ")
	if err != nil {
		return err
	}
	return write("templates/site", o.Dir, map[string]any{
		"Title": o.Title, "Name": npmName(name), "Year": time.Now().Year(), "Dependencies": string(deps),
	})
}

// PluginOptions describe a new plugin.
type PluginOptions struct {
	Dir  string
	Name string // default: the folder's name
	// SDKDir, when set, is a local copy of the SDK module that the plugin's
	// go.mod replaces the published one with.
	SDKDir string
}

// NewPlugin writes a Go plugin skeleton on the folio SDK. Its go.mod
// requires the SDK at the version this binary carries, with the SDK's own
// requirements, and its go.sum holds their checksums: the plugin builds
// from the module cache alone, never asking the checksum database.
func NewPlugin(o PluginOptions) error {
	if o.Name == "" {
		o.Name = filepath.Base(o.Dir)
	}
	sdkMod, err := modfile.ParseLax("go.mod", sdk.ModFile, nil)
	if err != nil {
		return fmt.Errorf("the SDK's go.mod: %w", err)
	}
	var indirect []string
	for _, r := range sdkMod.Require {
		indirect = append(indirect, r.Mod.Path+" "+r.Mod.Version)
	}
	sort.Strings(indirect) // the order go mod tidy keeps
	if o.SDKDir != "" {
		abs, err := filepath.Abs(o.SDKDir)
		if err != nil {
			return err
		}
		o.SDKDir = filepath.ToSlash(abs)
	}
	if err := write("templates/plugin", o.Dir, map[string]any{
		"Name": o.Name, "Module": "example.com/" + o.Name,
		"SDKPath": sdkMod.Module.Mod.Path, "SDKVersion": sdk.Version,
		"Indirect": indirect, "SDKDir": o.SDKDir,
	}); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(o.Dir, "go.sum"), sdk.SumFile, 0o644)
}

// The npm package a Node.js plugin serves the protocol with, at the range
// the repository's own tests run its plugins with (package.json's
// devDependencies; a test holds the two together). It needs no install
// script. The messages' encoding is the starter's own folio/wire.js, read
// from the descriptor folio writes beside it (plugin.json): loading
// protobufjs for it was a fifth of the plugin's start.
const grpcJSVersion = "^1.14.7"

// NewNodePlugin writes a JavaScript plugin on @grpc/grpc-js: index.js (the
// plugin), folio/serve.js (the protocol, which it hides), and the
// protocol's .proto, its descriptor (plugin.json, which folio/wire.js
// encodes messages by) and its TypeScript types, all from the SDK this
// binary carries. After `npm install`, a site runs it with
// command = ["node", "DIR"].
func NewNodePlugin(o PluginOptions) error {
	if o.Name == "" {
		o.Name = filepath.Base(o.Dir)
	}
	if err := write("templates/plugin-node", o.Dir, map[string]any{
		"Name": o.Name, "NPMName": npmName(o.Name),
		"ProtocolVersion": sdk.ProtocolVersion, "CookieKey": sdk.Handshake.MagicCookieKey, "CookieValue": sdk.Handshake.MagicCookieValue,
		"MaxMessageSize": sdk.MaxMessageSize,
		"GRPCVersion":    grpcJSVersion,
		"PluginService":  string(pluginpb.File_plugin_proto.Services().Get(0).FullName()),
	}); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(o.Dir, "folio", "plugin.proto"), sdk.ProtoFile, 0o644); err != nil {
		return err
	}
	descriptor, err := protoJSON(pluginpb.File_plugin_proto)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(o.Dir, "folio", "plugin.json"), append(descriptor, '\n'), 0o644); err != nil {
		return err
	}
	types := protoTypes(pluginpb.File_plugin_proto, string(sdk.ProtoFile))
	return os.WriteFile(filepath.Join(o.Dir, "folio", "types.d.ts"), []byte(types), 0o644)
}

// write renders a template folder into dir, which must be empty or absent
// so that nothing of the user's is overwritten. "*.tmpl" files go through
// text/template; "gitignore.tmpl" becomes ".gitignore".
func write(from, dir string, data map[string]any) error {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return fmt.Errorf("%s is not empty; choose a new folder", dir)
	}
	return fs.WalkDir(templates, from, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel := strings.TrimPrefix(p, from+"/")
		content, err := templates.ReadFile(p)
		if err != nil {
			return err
		}
		if strings.HasSuffix(rel, ".tmpl") {
			rel = strings.TrimSuffix(rel, ".tmpl")
			if path.Base(rel) == "gitignore" {
				rel = path.Join(path.Dir(rel), ".gitignore")
			}
			t, err := template.New(rel).Option("missingkey=error").Parse(string(content))
			if err != nil {
				return err
			}
			var b bytes.Buffer
			if err := t.Execute(&b, data); err != nil {
				return fmt.Errorf("%s: %w", p, err)
			}
			content = b.Bytes()
		}
		dst := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, content, 0o644)
	})
}

func npmName(s string) string {
	s = strings.ToLower(s)
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' {
			return r
		}
		return '-'
	}, s)
}
