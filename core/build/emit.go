package build

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"folio/core/bundle"
	"folio/core/config"
	"folio/core/render"
	"folio/core/route"
)

// emitInput is what the render stage needs.
type emitInput struct {
	site    *config.Site
	routes  []route.Route
	shared  map[string]json.RawMessage
	bundled *bundle.Result
	outDir  string
	server  string // server bundle
	node    string
}

// emit writes route data, shared data and the manifest, renders every
// route in the worker pool, and writes each HTML document. It returns the
// rendered bodies, in the order of in.routes, for the check stage.
func emit(ctx context.Context, in emitInput) ([]string, error) {
	// Node takes a moment to start: let the workers boot while the data
	// files are written.
	type started struct {
		pool *render.Pool
		err  error
	}
	poolReady := make(chan started, 1)
	go func() {
		p, err := render.NewPool(ctx, in.node, in.server, 0)
		poolReady <- started{p, err}
	}()
	defer func() {
		if s := <-poolReady; s.pool != nil {
			s.pool.Close()
		}
	}()

	w := dataWriter{outDir: in.outDir, baseURL: in.site.BaseURL}
	sharedURLs := map[string]string{}
	for key, data := range in.shared {
		u, err := w.write("shared-"+safeName(key), data)
		if err != nil {
			return nil, err
		}
		sharedURLs[key] = u
	}

	m := manifest{Routes: map[string][2]any{}, Shared: sharedURLs}
	componentIndex := map[string]int{}
	for _, key := range components(in.routes) {
		a := in.bundled.Components[key]
		componentIndex[key] = len(m.Components)
		m.Components = append(m.Components, componentAssets{Key: key, JS: a.JS, CSS: a.CSS})
	}
	notFound := m.Components[componentIndex[route.ThemeComponent("NotFound")]]

	jobs := make([]render.Job, len(in.routes))
	dataURLs := make([]string, len(in.routes))
	err := forEach(len(in.routes), func(i int) error {
		r := in.routes[i]
		shared := map[string]json.RawMessage{}
		for _, k := range r.SharedKeys {
			data, ok := in.shared[k]
			if !ok {
				return fmt.Errorf("route %s (plugin %s) uses shared data %q that no plugin sent", r.Path, r.Plugin, k)
			}
			shared[k] = data
		}
		jobs[i] = render.Job{Path: r.Path, Component: r.Component, Data: r.Data, Content: r.ContentHTML, Meta: r.Meta, Shared: shared}
		if r.Plugin == "core" {
			return nil // the not-found page is not a route the client can find
		}
		u, err := w.write("route", routeFile{Data: r.Data, Content: r.ContentHTML, Meta: r.Meta, Shared: r.SharedKeys})
		dataURLs[i] = u
		return err
	})
	if err != nil {
		return nil, err
	}
	for i, r := range in.routes {
		if dataURLs[i] != "" {
			m.Routes[route.Normalize(r.Path)] = [2]any{componentIndex[r.Component], dataURLs[i]}
		}
	}
	manifestURL, err := w.write("routes", m)
	if err != nil {
		return nil, err
	}

	ready := <-poolReady
	poolReady <- ready // for the deferred Close
	if ready.err != nil {
		return nil, ready.err
	}
	outputs, err := ready.pool.Render(jobs)
	if err != nil {
		return nil, err
	}

	locale := in.site.Locale()
	err = forEach(len(in.routes), func(i int) error {
		r, o := in.routes[i], outputs[i]
		title, description := r.Meta.Title, r.Meta.Description
		if o.Head.Title != nil {
			title = *o.Head.Title
		}
		if o.Head.Description != nil {
			description = *o.Head.Description
		}
		c := m.Components[componentIndex[r.Component]]
		a := in.bundled.Components[r.Component]
		doc := render.Document{
			Lang:        locale.HTMLLang,
			Dir:         locale.Direction,
			Title:       in.site.FormatTitle(title),
			Description: description,
			Canonical:   canonical(in.site, r),
			Favicon:     faviconURL(in.site),
			HTMLAttrs:   map[string]string{"data-theme": in.site.ThemeConfig.ColorMode.DefaultMode},
			Preloads:    uniq(append(append([]string{}, in.bundled.Client.Preload...), append([]string{a.JS}, a.Preload...)...)),
			Stylesheets: uniq(append(append([]string{}, in.bundled.Client.CSS...), a.CSS...)),
			EntryScript: in.bundled.Client.JS,
			Body:        o.HTML,
			State: initialState{
				Path: r.Path, Component: c, Data: r.Data, Meta: r.Meta,
				Shared: jobs[i].Shared, Manifest: manifestURL, NotFound: notFound,
			},
		}
		doc.HeadHTML = o.HeadHTML
		if r.Meta.NoIndex {
			doc.HeadHTML += "<meta name=\"robots\" content=\"noindex, nofollow\">\n"
		}
		file := filepath.Join(in.outDir, filepath.FromSlash(route.OutputFile(in.site.BaseURL, r.Path, in.site.TrailingSlash)))
		return writeDocument(file, &doc)
	})
	if err != nil {
		return nil, err
	}
	bodies := make([]string, len(outputs))
	for i, o := range outputs {
		bodies[i] = o.HTML
	}
	return bodies, nil
}

func writeDocument(file string, doc *render.Document) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if err := doc.Write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func canonical(site *config.Site, r route.Route) string {
	if site.URL == "" || r.Plugin == "core" {
		return ""
	}
	return strings.TrimSuffix(site.URL, "/") + r.Path
}

func faviconURL(site *config.Site) string {
	if site.Favicon == "" {
		return ""
	}
	return strings.TrimSuffix(site.BaseURL, "/") + "/" + strings.TrimPrefix(site.Favicon, "/")
}

func uniq(xs []string) []string {
	seen := map[string]bool{}
	out := xs[:0]
	for _, x := range xs {
		if x != "" && !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// safeName keeps a shared-data key usable in a file name.
func safeName(key string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return '-'
	}, key)
}
