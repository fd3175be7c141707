// Package docs is the built-in plugin for documentation: Markdown and MDX
// docs under a folder (site/docs), served under a route base path (/docs),
// with sidebars, previous/next links, breadcrumbs, unlisted and draft
// docs, and the version data the theme's navbar items read.
//
// A Load runs in stages, each over every doc at once:
//  1. read each doc's front matter and work out its id and URL;
//  2. parse every doc in parallel (links to other docs need their URLs);
//  3. resolve the sidebars against the docs (titles give labels);
//  4. walk each sidebar once for breadcrumbs and previous/next;
//  5. send each sidebar once as shared data, the version as global data,
//     and one route per doc.
package docs

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/plugins/internal/twin"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// Plugin implements sdk.Plugin.
type Plugin struct {
	// assets are the files the last Load's docs reference; PostBuild copies
	// them into the output.
	assets mdpage.LastAssets
	// parsed keeps parses across Loads, in memory (dev mode) and on disk
	// (the next `folio build`): unchanged docs are not parsed again.
	parsed parseCache
}

// New returns the docs plugin.
func New() *Plugin { return &Plugin{} }

// Started returns the docs plugin of a process the core has just started:
// its working folder is the site's (docs/plugin-protocol.md), so it reads
// the site's parse store while the core describes it and prepares its
// Load (parseCache.prefetch).
func Started() *Plugin {
	p := New()
	if dir, err := os.Getwd(); err == nil {
		p.parsed.prefetch(dir)
	}
	return p
}

var _ sdk.Plugin = (*Plugin)(nil)

// Describe declares the plugin reusable: a Load reads the docs folder,
// the sidebars file, the files docs reference and, for a generated
// reference, the installed packages' files (apiref.Result.Inputs), and
// watches each; its caches (the parse store, apiref's) give what reading
// those would. PostBuild copies the referenced files, which the Load
// found: it reads no routes, and is sent none. It reads the core's stamps
// of the docs folder when they are sent (inputtree.go), and sends only the
// routes that changed when the core holds the others (routes_held).
func (p *Plugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "docs", Version: "0.1.0", Components: []string{"DocPage"}, Reusable: true, PostBuildWithoutRoutes: true, ReadsInputTrees: true, SendsRouteChanges: true}, nil
}

func (p *Plugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	opts, err := decodeOptions(req.OptionsJson)
	if err != nil {
		return err
	}
	opts.twins = twin.FromSiteConfig(req.SiteConfigJson)
	site, err := decodeSiteSettings(req.SiteConfigJson)
	if err != nil {
		return err
	}
	root := filepath.Join(req.SiteDir, opts.Path)
	if err := send.Watch(root); err != nil {
		return err
	}
	if opts.SidebarPath != "" {
		if err := send.Watch(filepath.Join(req.SiteDir, opts.SidebarPath)); err != nil {
			return err
		}
	}

	generated, generatedMetas, err := generateReference(ctx, req.SiteDir, opts, site, req.SiteConfigJson, send)
	if err != nil {
		return err
	}
	p.parsed.begin(storeDir(req.SiteDir, opts))
	set, err := loadDocs(ctx, req.SiteDir, opts, site, req.Dev, generated, &p.parsed, req.InputTrees)
	if err != nil {
		return err
	}
	if opts.ShowLastUpdateTime || opts.ShowLastUpdateAuthor {
		history := lastUpdates(ctx, root)
		for _, d := range set.all {
			u := history[d.Rel]
			if !opts.ShowLastUpdateTime {
				u.At = time.Time{}
			}
			if !opts.ShowLastUpdateAuthor {
				u.Author = ""
			}
			d.lastUpdate = u
		}
	}
	assets := newAssetTable(site.BaseURL)
	links := &mdpage.FileLinks{SiteDir: req.SiteDir, Root: root, URLs: set.urlsByFile()}
	used := newLinkLog()
	toc := site.ThemeConfig.TableOfContents
	env := &parseEnv{
		md: markdown.NewWithOptions(markdown.Options{
			TOCMinLevel:   toc.MinHeadingLevel,
			TOCMaxLevel:   toc.MaxHeadingLevel,
			MagicComments: site.ThemeConfig.CodeBlock.MagicComments,
			ResolveLink:   used.wrap(links.Resolve),
			AssetURL:      assets.URL,
			MissingAsset:  assets.Missing,
			ReadFile:      assets.Read,
			SiteDir:       req.SiteDir,
			WarnMDXSyntax: site.WarnMDXSyntax(),
			StaticDirs:    site.StaticDirs(req.SiteDir),
		}),
		links: links, used: used, assets: assets, check: newAssetTable(site.BaseURL),
		settings: settingsKey(req.SiteDir, site.BaseURL, toc.MinHeadingLevel, toc.MaxHeadingLevel, site.Markdown.Format, site.ThemeConfig.CodeBlock.MagicComments),
	}
	if err := parseAll(ctx, set, env, &p.parsed); err != nil {
		return err
	}
	// The parses are written once the routes have their HTML (a kept
	// parse's may be read from the files the write replaces), while the
	// Load sends them; a Load that fails before keeps them all the same.
	// In dev the process lives on and the next Load's begin waits for the
	// write, so an edit's reload does not: a session ended mid-write
	// leaves the last whole store (each file is renamed into place, the
	// manifest last).
	written := false
	defer func() {
		if !written {
			p.parsed.end()
		}
		if !req.Dev {
			p.parsed.wait()
		}
	}()
	for _, d := range set.all {
		for _, w := range d.Warnings {
			if err := send.Report(w.Proto()); err != nil {
				return err
			}
		}
	}
	warn := func(d *diag.Diagnostic) error { return send.Report(d.Proto()) }
	if err := reportBrokenLinks(set, site.OnBrokenMarkdownLinks, warn); err != nil {
		return err
	}
	p.assets.Set(assets)

	sidebarFile, sidebars, err := readSidebars(req.SiteDir, opts)
	if err != nil {
		return err
	}
	resolver := &sidebarResolver{
		file: sidebarFile, set: set, opts: opts, site: site,
		gen: &autogenerator{set: set, opts: opts, siteDir: req.SiteDir, metas: set.withoutCategoryFiles(generatedMetas)},
	}
	if err := resolver.resolveAll(sidebars); err != nil {
		return err
	}
	docPlaces, indexPlaces := placements(sidebars)
	for d, pl := range docPlaces {
		d.Sidebar = pl.Sidebar
	}
	main, err := mainDoc(set, sidebars)
	if err != nil {
		return fmt.Errorf("%s: %w", opts.Path, err)
	}

	routes, err := p.routes(req, set, docPlaces, indexPlaces, resolver.generated, opts, env, send)
	if err != nil {
		return err
	}
	p.parsed.end()
	written = true
	// Every doc's files are in the table now, a kept parse's as well as a
	// new one's (parseCache.parse records them): those outside the docs
	// folder (../static/img/x.png) are watched on their own.
	if err := mdpage.WatchOutside(send, []string{root}, assets.Files()); err != nil {
		return err
	}

	for _, sb := range sidebars {
		if err := send.Shared(SharedSidebarKey(sb.ID), themeItems(sb.Items)); err != nil {
			return err
		}
	}
	versionPath := site.URL(opts.routePath("/"))
	if len(versionPath) > 1 {
		versionPath = trimSlash(versionPath)
	}
	if err := send.Global("docs", buildGlobalData(set, sidebars, main, versionPath)); err != nil {
		return err
	}
	for _, r := range routes {
		if r == nil {
			continue // unchanged, and held by the core
		}
		if err := send.Route(r); err != nil {
			return err
		}
	}
	return sendRemoved(req, set, resolver.generated, send)
}

// sendRemoved names the routes the core holds that this Load has none at
// (a doc deleted, moved or made a draft), when it may leave routes out.
func sendRemoved(req *pluginpb.LoadRequest, set *docSet, generated []*generatedIndex, send sdk.Sender) error {
	if !req.GetRoutesHeld() {
		return nil
	}
	paths := make(map[string]bool, len(set.all)+len(generated))
	for _, d := range set.all {
		paths[d.RoutePath] = true
	}
	for _, g := range generated {
		paths[g.Category.Link.RoutePath] = true
	}
	for _, path := range sdk.RemovedRoutes(req, func(path string) bool { return paths[path] }) {
		if err := send.RemovedRoute(path); err != nil {
			return err
		}
	}
	return nil
}

// routes makes every route with its digest. A route the core holds with
// that digest (req.known_digests) goes without its body, and a kept
// parse's HTML is not even read for it: on a warm build that is nearly
// every route. The HTML of the others is read from the parse store, and a
// doc whose HTML is lost there is parsed again. When the core holds the
// routes (routes_held), an unchanged one is not made at all: its place in
// the result is nil.
func (p *Plugin) routes(req *pluginpb.LoadRequest, set *docSet, docPlaces map[*doc]*placement, indexPlaces map[*sidebarItem]*placement,
	generated []*generatedIndex, opts Options, env *parseEnv, send sdk.Sender) ([]*pluginpb.Route, error) {
	routes := make([]*pluginpb.Route, len(set.all), len(set.all)+len(generated))
	route := func(i int) error {
		d := set.all[i]
		pl := docPlaces[d]
		prev, next, err := pagination(d, pl, set)
		if err != nil {
			return err
		}
		edit := editURL(d, opts.EditURL)
		key := routeKey(d, pl, prev, next, edit)
		var r *pluginpb.Route
		if m := d.route; m.digest != "" && m.key == key {
			// Made of what it was made of last time: the same digest, and
			// no data to encode if the core holds the route.
			p.parsed.routesKept.Add(1)
			if sdk.Unchanged(req, d.RoutePath, m.digest) {
				routes[i] = nil
				return nil
			}
			r = docRouteShell(d, pl)
			r.Digest = m.digest
			if r.BodyOmitted = sdk.KnownBody(req, r.Path, r.Digest); !r.BodyOmitted {
				r.DataJson = sdk.MustJSON(docData(d, pl, prev, next, edit))
			}
		} else {
			r = docRoute(d, pl, prev, next, edit)
			r.Digest = sdk.DigestRoute(r, d.contentSum)
			d.route = routeMemo{key: key, digest: r.Digest}
			p.parsed.remember(d.Display, d.route)
			sdk.OmitKnownBody(req, r) // its content is not in it yet
		}
		routes[i] = r
		return nil
	}
	// A route whose key is unchanged is cheap; the others (every route of
	// a cold build) are encoded and hashed on every core (the first error
	// in source order is returned).
	if err := parallel.ForEach(context.Background(), len(set.all), route); err != nil {
		return nil, err
	}
	byFile := map[string][]int{} // docs whose HTML must be read, by body file
	for i, d := range set.all {
		if routes[i] != nil && !routes[i].BodyOmitted {
			if d.HTML != "" || d.contentSum == emptySum {
				routes[i].ContentHtml = d.HTML
			} else if d.body != nil {
				byFile[d.body.file] = append(byFile[d.body.file], i)
			} else {
				byFile[""] = append(byFile[""], i)
			}
		}
	}
	files := slices.Sorted(maps.Keys(byFile))
	bodies := newBodies(p.parsed.dir)
	lost := make([][]int, len(files))
	parallel.ForEach(context.Background(), len(files), func(f int) error {
		for _, i := range byFile[files[f]] {
			d := set.all[i]
			if html, ok := bodies.at(d.HTML, d.contentSum, d.body); ok {
				routes[i].ContentHtml = html
			} else {
				lost[f] = append(lost[f], i)
			}
		}
		return nil
	})
	for f, docs := range lost {
		p.parsed.bodyLost(files[f])
		for _, i := range docs {
			d := set.all[i]
			if err := p.parsed.reparse(d, env); err != nil {
				return nil, err
			}
			for _, w := range d.Warnings {
				if err := send.Report(w.Proto()); err != nil {
					return nil, err
				}
			}
			// The same parse but for a file changed since it was read: its
			// route is made again.
			if err := route(i); err != nil {
				return nil, err
			}
			if routes[i] != nil && !routes[i].BodyOmitted {
				routes[i].ContentHtml = d.HTML
			}
		}
	}
	for _, g := range generated {
		r := generatedIndexRoute(g, indexPlaces[g.Category])
		sdk.SetDigest(r)
		if sdk.Unchanged(req, r.Path, r.Digest) {
			r = nil
		} else {
			sdk.OmitKnownBody(req, r)
		}
		routes = append(routes, r)
	}
	return routes, nil
}

// pagination is the doc's previous and next links: its sidebar's order,
// unless the front matter names other docs (or null, for none).
func pagination(d *doc, pl *placement, set *docSet) (prev, next *pageLink, err error) {
	if pl != nil {
		prev, next = pl.Previous, pl.Next
	}
	override := func(key string, ref optionalRef, dst **pageLink) {
		if err != nil || !ref.Set {
			return
		}
		if ref.Null {
			*dst = nil
			return
		}
		target, ok := set.byID[ref.Value]
		switch {
		case ok:
			*dst = docLink(target, "")
		case set.drafts[ref.Value]:
			*dst = nil
		default:
			err = d.rawFM.errorf(key, "no doc has the id %q", ref.Value)
		}
	}
	override("pagination_prev", d.FM.PaginationPrev, &prev)
	override("pagination_next", d.FM.PaginationNext, &next)
	return prev, next, err
}

func trimSlash(s string) string {
	for len(s) > 1 && s[len(s)-1] == '/' {
		s = s[:len(s)-1]
	}
	return s
}

func (p *Plugin) PostBuild(_ context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	files, err := p.assets.CopyInto(req.OutDir)
	if err != nil {
		return nil, err
	}
	return &pluginpb.PostBuildResponse{Files: files}, nil
}
