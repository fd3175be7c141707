package bundle

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// metafile is the part of esbuild's metafile folio reads.
type metafile struct {
	Inputs  map[string]json.RawMessage `json:"inputs"`
	Outputs map[string]struct {
		EntryPoint string `json:"entryPoint"`
		CSSBundle  string `json:"cssBundle"`
		Imports    []struct {
			Path string `json:"path"`
			Kind string `json:"kind"`
		} `json:"imports"`
	} `json:"outputs"`
}

// readMetafile maps each entry point to its output file, the chunks it
// imports statically (modulepreload) and its stylesheet.
func readMetafile(raw string, opts Options, entries []entry) (*Result, error) {
	var m metafile
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		return nil, fmt.Errorf("reading esbuild's metafile: %w", err)
	}
	outRel, err := filepath.Rel(opts.RootDir, opts.OutDir)
	if err != nil {
		return nil, err
	}
	prefix := filepath.ToSlash(outRel) + "/"
	url := func(out string) string {
		return strings.TrimSuffix(opts.BaseURL, "/") + "/" + strings.TrimPrefix(out, prefix)
	}
	byEntry := map[string]string{}
	res := &Result{Components: map[string]Asset{}}
	for out, o := range m.Outputs {
		res.Files = append(res.Files, strings.TrimPrefix(out, prefix))
		if o.EntryPoint != "" {
			byEntry[o.EntryPoint] = out
		}
	}
	sort.Strings(res.Files)
	res.Inputs = inputPaths(m, opts.RootDir)

	asset := func(out string) Asset {
		a := Asset{JS: url(out)}
		seen := map[string]bool{out: true}
		var walk func(string)
		walk = func(o string) {
			for _, imp := range m.Outputs[o].Imports {
				if imp.Kind != "import-statement" || seen[imp.Path] {
					continue
				}
				seen[imp.Path] = true
				a.Preload = append(a.Preload, url(imp.Path))
				walk(imp.Path)
			}
		}
		walk(out)
		if css := m.Outputs[out].CSSBundle; css != "" {
			a.CSS = []string{url(css)}
		}
		if a.CSS == nil {
			a.CSS = []string{}
		}
		return a
	}

	client, ok := byEntry["folio:"+moduleClient]
	if !ok {
		return nil, fmt.Errorf("esbuild's metafile has no output for the client entry")
	}
	res.Client = asset(client)
	styles, ok := byEntry["folio:"+moduleStyles]
	if !ok {
		return nil, fmt.Errorf("esbuild's metafile has no output for the stylesheet entry")
	}
	siteCSS := []string{}
	if css := m.Outputs[styles].CSSBundle; css != "" {
		siteCSS = []string{url(css)}
	}
	res.Client.CSS = siteCSS
	for i, e := range entries {
		// esbuild names a virtual entry by namespace:path.
		id := "folio:" + clientEntryInput(i)
		out, ok := byEntry[id]
		if !ok {
			return nil, fmt.Errorf("esbuild's metafile has no output for %s", id)
		}
		a := asset(out)
		a.CSS = siteCSS // every page uses the one stylesheet
		res.Components[e.key] = a
	}
	return res, nil
}

// inputPaths lists the metafile's input files as absolute paths; virtual
// modules ("folio:site") are left out, their content is known to the
// caller.
func inputPaths(m metafile, root string) []string {
	out := make([]string, 0, len(m.Inputs))
	for in := range m.Inputs {
		if strings.Contains(in, ":") {
			continue
		}
		if !filepath.IsAbs(in) {
			in = filepath.Join(root, filepath.FromSlash(in))
		}
		out = append(out, in)
	}
	sort.Strings(out)
	return out
}

func inputFiles(raw, root string) ([]string, error) {
	var m metafile
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		return nil, fmt.Errorf("reading esbuild's metafile: %w", err)
	}
	return inputPaths(m, root), nil
}

func mergeInputs(a, b []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range append(a, b...) {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	sort.Strings(out)
	return out
}
