package build

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/core/render"
	"github.com/folio-docs/folio/core/route"
)

// siteData is what the render stage derives from the routes before any
// page is rendered: the data files, the manifest, and one fingerprint per
// route.
type siteData struct {
	manifestURL  string
	global       json.RawMessage // the plugins' global data
	globalURL    string          // its file, for the browser
	shared       map[string]json.RawMessage
	sharedURLs   map[string]string
	components   []componentAssets
	componentIdx map[string]int
	notFound     componentAssets
	// fingerprints say whether a route's page can differ from the last
	// build's: component, assets, data, content, meta and shared data.
	fingerprints []string
	// dataFiles are each route's data file, relative to the output ("" for
	// the not-found page).
	dataFiles []string
	// sharedFiles are the global and shared data files, relative to the
	// output.
	sharedFiles []string
}

// keepData carries over the last build's data file of route i when its
// fingerprint is unchanged, saying which; nil keeps none.
type keepData func(i int, fingerprint string) (file string, ok bool)

// manifestFile is the route manifest's place in the output
// (route.ManifestFile).
const manifestFile = route.ManifestFile

// writeData writes the route data and the shared data (content-hashed, so
// an unchanged file keeps its name) and the manifest, and fingerprints
// the routes. pageWide holds what every page depends on besides its own
// inputs (the bundle, the site config, head tags); it salts the
// fingerprints.
func writeData(site *config.Site, routes []route.Route, shared map[string]json.RawMessage, global json.RawMessage, bundled *bundle.Result, outDir, pageWide string, keep keepData) (*siteData, error) {
	w := dataWriter{outDir: outDir, baseURL: site.BaseURL}
	// The plugins' global data (a docs version list can be tens of
	// kilobytes) is one cached file the browser fetches before hydrating,
	// not part of the JavaScript of every page.
	globalURL, err := w.write("global", global)
	if err != nil {
		return nil, err
	}
	pageWide += "\x00" + globalURL
	sharedURLs := map[string]string{}
	for key, data := range shared {
		u, err := w.write("shared-"+safeName(key), data)
		if err != nil {
			return nil, err
		}
		sharedURLs[key] = u
	}

	d := &siteData{global: global, globalURL: globalURL, shared: shared, sharedURLs: sharedURLs, componentIdx: map[string]int{}, fingerprints: make([]string, len(routes))}
	urlBase := strings.TrimSuffix(site.BaseURL, "/") + "/"
	d.sharedFiles = append(d.sharedFiles, strings.TrimPrefix(globalURL, urlBase))
	for _, u := range sharedURLs {
		d.sharedFiles = append(d.sharedFiles, strings.TrimPrefix(u, urlBase))
	}
	for _, key := range components(routes) {
		a := bundled.Components[key]
		d.componentIdx[key] = len(d.components)
		d.components = append(d.components, componentAssets{Key: key, JS: a.JS, CSS: a.CSS})
	}
	d.notFound = d.components[d.componentIdx[route.ThemeComponent("NotFound")]]

	d.dataFiles = make([]string, len(routes))
	err = parallel.ForEach(context.Background(), len(routes), func(i int) error {
		r := &routes[i]
		fp, err := fingerprint(pageWide, r, bundled.Components[r.Component], bundled.Client.JS, sharedURLs)
		if err != nil {
			return err
		}
		d.fingerprints[i] = fp
		if r.Plugin == "core" {
			return nil // the not-found page is not a route the client can find
		}
		// An unchanged route's file is the last build's: encoding every
		// route's data and content again was most of an edit's cost.
		if keep != nil {
			if file, ok := keep(i, d.fingerprints[i]); ok {
				d.dataFiles[i] = file
				return nil
			}
		}
		if r.BodyOmitted {
			return fmt.Errorf("%w: %s: its data file is gone", errBodyLost, r.Path)
		}
		u, err := w.write("route", routeFile{Data: r.Data, Content: r.ContentHTML, Meta: r.Meta, Shared: r.SharedKeys})
		d.dataFiles[i] = strings.TrimPrefix(u, urlBase)
		return err
	})
	if err != nil {
		return nil, err
	}
	m := manifest{Routes: map[string][2]any{}, Components: d.components, Shared: sharedURLs}
	for i, r := range routes {
		if d.dataFiles[i] != "" {
			m.Routes[route.Normalize(r.Path)] = [2]any{d.componentIdx[r.Component], urlBase + d.dataFiles[i]}
		}
	}
	if d.manifestURL, err = w.writeFixed(manifestFile, m); err != nil {
		return nil, err
	}
	return d, nil
}

// fingerprint says whether a route's page can differ from the last build's:
// it hashes what every page depends on (pageWide), the route's component
// and its assets, its data and content (or the plugin's digest of them),
// its meta and the names of the shared data files it reads.
func fingerprint(pageWide string, r *route.Route, a bundle.Asset, clientJS string, sharedURLs map[string]string) (string, error) {
	// One buffer for the small fields, written once: a hash write per
	// field, fmt and a JSON encoding of the meta were a tenth of an edit's
	// data stage at 10,000 pages.
	b := make([]byte, 0, 512)
	b = append(b, pageWide...)
	for _, f := range []string{r.Path, r.Component, a.JS, strings.Join(a.CSS, ","), clientJS, r.Meta.Title, r.Meta.Description, r.Meta.Sidebar, r.Meta.Markdown} {
		b = append(append(b, f...), 0)
	}
	b = append(b, flagByte(r.Meta.NoIndex), flagByte(r.Meta.Unlisted))
	for _, k := range r.SharedKeys {
		u, ok := sharedURLs[k]
		if !ok {
			return "", fmt.Errorf("route %s (plugin %s) uses shared data %q that no plugin sent", r.Path, r.Plugin, k)
		}
		// The file name carries the data's content hash: hashing a 1 MB
		// sidebar again for each of 10,000 pages made builds quadratic.
		b = append(append(b, u...), 0)
	}
	if r.Digest != "" {
		// The plugin's digest covers data and content: hashing 10,000
		// pages' content took a tenth of a second. One call, on the
		// stack: a hasher and its sum were three allocations a route.
		sum := sha256.Sum256(append(append(b, "digest\x00"...), r.Digest...))
		return hex.EncodeToString(sum[:]), nil
	}
	h := sha256.New()
	h.Write(append(append(b, 0), r.Data...))
	h.Write([]byte(r.ContentHTML))
	return hex.EncodeToString(h.Sum(nil)), nil
}

func flagByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// pageExtras is markup every page gets besides its own.
type pageExtras struct {
	head    string // the plugins' head tags
	bodyEnd string // dev mode's live-reload client
}

// page is one rendered HTML document, ready to be written.
type page struct {
	file string // relative to the output directory
	html []byte
	body string // the rendered app, for the check stage
}

// renderPages renders the routes at the given indexes and assembles
// their documents, handing each to emit (with the route's index) as its
// batch comes back from the workers; emit runs concurrently with itself.
// Nothing here keeps a page: the caller decides whether to write it at
// once (a staged output, which nobody serves until it is committed) or
// hold it (the live one). A failed route fails the whole call, after
// every batch has come back.
func renderPages(pool *render.Pool, site *config.Site, routes []route.Route, d *siteData, bundled *bundle.Result, which []int, extra pageExtras, emit func(i int, p *page) error) error {
	// The jobs of the pages to render only: one for every route was 4 MB
	// to fill at 10,000 pages, for the one page an edit renders.
	jobs := make([]render.Job, len(which))
	for n, i := range which {
		r := &routes[i]
		jobs[n] = render.Job{Path: r.Path, Component: r.Component, Data: r.Data, Content: r.ContentHTML, Meta: r.Meta, SharedKeys: r.SharedKeys}
	}
	locale := site.Locale()
	err := pool.RenderEach(jobs, d.shared, d.global, func(start int, outputs []render.Output) error {
		for k, o := range outputs {
			i := which[start+k]
			r := routes[i]
			title, description := r.Meta.Title, r.Meta.Description
			if o.Head.Title != nil {
				title = *o.Head.Title
			}
			if o.Head.Description != nil {
				description = *o.Head.Description
			}
			a := bundled.Components[r.Component]
			inline, urls, preloads := splitShared(d, i, r.SharedKeys)
			doc := render.Document{
				Lang:          locale.HTMLLang,
				Dir:           locale.Direction,
				Title:         site.FormatTitle(title),
				Description:   description,
				Canonical:     canonical(site, r),
				Favicon:       faviconURL(site),
				HTMLAttrs:     map[string]string{"data-theme": site.ThemeConfig.ColorMode.DefaultMode},
				PageHTMLAttrs: o.Head.HTMLAttributes,
				PageBodyAttrs: o.Head.BodyAttributes,
				Preloads:      uniq(append(append([]string{}, bundled.Client.Preload...), append([]string{a.JS}, a.Preload...)...)),
				Stylesheets:   uniq(append(append([]string{}, bundled.Client.CSS...), a.CSS...)),
				EntryScript:   bundled.Client.JS,
				Body:          o.HTML,
				HeadHTML:      o.HeadHTML + extra.head + preloads + preloadTag(d.globalURL),
				BodyEndHTML:   extra.bodyEnd,
				State: initialState{
					Path: r.Path, Component: d.components[d.componentIdx[r.Component]], Data: r.Data, Meta: r.Meta,
					Shared: inline, SharedURLs: urls, GlobalDataURL: d.globalURL, Manifest: d.manifestURL, NotFound: d.notFound,
				},
			}
			if r.Meta.NoIndex {
				doc.HeadHTML += "<meta name=\"robots\" content=\"noindex, nofollow\">\n"
			}
			html, err := doc.Bytes()
			if err != nil {
				return err
			}
			if err := emit(i, &page{file: r.File, html: html, body: o.HTML}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return placeRenderErrors(err, site.Dir, routes)
	}
	return nil
}

// inlineSharedLimit is the size under which shared data rides inside the
// page; above it, the page names a file every page using it shares (a
// sidebar of 35 KB is downloaded once, not once per page).
const inlineSharedLimit = 1024

// splitShared sorts route i's shared data into inlined and fetched, and
// returns the <link rel="preload"> tags that start the fetches early.
func splitShared(d *siteData, i int, keys []string) (inline map[string]json.RawMessage, urls map[string]string, preloads string) {
	inline = map[string]json.RawMessage{}
	for _, k := range keys {
		data := d.shared[k]
		if len(data) <= inlineSharedLimit {
			inline[k] = data
			continue
		}
		if urls == nil {
			urls = map[string]string{}
		}
		urls[k] = d.sharedURLs[k]
		preloads += preloadTag(d.sharedURLs[k])
	}
	return inline, urls, preloads
}

// preloadTag starts fetching a JSON file the page reads before hydrating.
func preloadTag(url string) string {
	return `<link rel="preload" href="` + html.EscapeString(url) + `" as="fetch" crossorigin="anonymous">` + "\n"
}

// writePage writes a rendered document under outDir.
func writePage(outDir string, p *page) error {
	file := filepath.Join(outDir, filepath.FromSlash(p.file))
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	return os.WriteFile(file, p.html, 0o644)
}

// writePages writes rendered documents under outDir.
func writePages(outDir string, pages []*page) error {
	return parallel.ForEach(context.Background(), len(pages), func(n int) error { return writePage(outDir, pages[n]) })
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

// globalJSON is every plugin's global data as one JSON object, its keys
// in order and each value as the plugin sent it (checked on receipt:
// receiver). encoding/json compacted and escaped every value again, 6 ms
// for the docs plugin's megabyte at 10,000 docs on every build; the data
// file is named by these bytes and written through encoding/json only
// when it is missing (dataWriter.write), which gives the same file.
func globalJSON(ps []*runningPlugin) json.RawMessage {
	globals := merged(ps, func(p *runningPlugin) map[string]json.RawMessage { return p.globals })
	b := []byte{'{'}
	for i, k := range slices.Sorted(maps.Keys(globals)) {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(append(appendJSONString(b, k), ':'), globals[k]...)
	}
	return append(b, '}')
}

// sharedData is every plugin's shared data, by key.
func sharedData(ps []*runningPlugin) map[string]json.RawMessage {
	return merged(ps, func(p *runningPlugin) map[string]json.RawMessage { return p.shared })
}

// merged is one map of what every plugin sent in the map pick returns.
func merged(ps []*runningPlugin, pick func(*runningPlugin) map[string]json.RawMessage) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for _, p := range ps {
		for k, v := range pick(p) {
			out[k] = v
		}
	}
	return out
}
