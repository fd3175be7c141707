// Package blog is the built-in blog plugin: dated posts in Markdown or MDX
// under site/blog, with paginated list pages, tag, archive and author
// pages, a sidebar of recent posts, and RSS, Atom and JSON feeds.
//
// Posts are named YYYY-MM-DD-slug.md (or a folder YYYY-MM-DD-slug/ with an
// index.md) and served at /blog/slug. Drafts are not built; unlisted posts
// are built but kept out of lists, feeds and the sitemap.
package blog

import (
	"context"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/plugins/internal/mdpage"
	"github.com/folio-docs/folio/plugins/internal/twin"
	"github.com/folio-docs/folio/sdk"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// AssetsDir is where images and files that posts reference are copied,
// under the output directory.
const AssetsDir = "assets/blog"

// Plugin implements sdk.Plugin.
type Plugin struct {
	// assets are the files the last Load's posts reference (drafts
	// included in dev mode); PostBuild copies them into the output.
	assets mdpage.LastAssets
}

// New returns the blog plugin.
func New() *Plugin { return &Plugin{} }

var _ sdk.Plugin = (*Plugin)(nil)

// Describe declares the plugin reusable: a Load reads the blog folder,
// the authors file and the files posts reference, all watched; PostBuild
// reads them again, and the post pages its request lists.
func (p *Plugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "blog", Version: "0.1.0", Components: []string{
		componentList, componentPost, componentTags, componentTagPosts, componentArchive, componentAuthors, componentAuthorPosts,
	}, Reusable: true}, nil
}

// read loads the options, the authors and every post.
func (p *Plugin) read(siteDir string, rawOptions, siteJSON []byte, dev bool) (*site, error) {
	opts, err := decodeOptions(rawOptions)
	if err != nil {
		return nil, err
	}
	settings, err := mdpage.DecodeSettings(siteJSON)
	if err != nil {
		return nil, err
	}
	authorsFile := filepath.Join(siteDir, opts.Path, opts.AuthorsMapPath)
	authors, err := loadAuthors(authorsFile, filepath.ToSlash(filepath.Join(opts.Path, opts.AuthorsMapPath)))
	if err != nil {
		return nil, err
	}
	for key, a := range authors {
		if a.Page.On {
			a.Permalink = opts.base() + "/authors/" + slugify(key)
			if a.Page.Permalink != "" {
				a.Permalink = opts.base() + "/authors/" + strings.Trim(a.Page.Permalink, "/")
			}
		}
	}
	tagsFile := filepath.Join(siteDir, opts.Path, opts.Tags)
	tags, err := loadTagsFile(tagsFile, filepath.ToSlash(filepath.Join(opts.Path, opts.Tags)))
	if err != nil {
		return nil, err
	}
	l := &loader{
		siteDir: siteDir, opts: opts, settings: settings, authors: authors, tags: tags, dev: dev,
		assets: mdpage.NewAssetTable(settings.BaseURL, AssetsDir),
	}
	posts, err := l.loadPosts()
	if err != nil {
		return nil, err
	}
	return &site{opts: opts, settings: settings, posts: posts, authors: authors, assets: l.assets, authorsFile: authorsFile, tagsFile: tagsFile}, nil
}

func (p *Plugin) Load(ctx context.Context, req *pluginpb.LoadRequest, send sdk.Sender) error {
	s, err := p.read(req.SiteDir, req.OptionsJson, req.SiteConfigJson, req.Dev)
	if err != nil {
		return err
	}
	root := filepath.Join(req.SiteDir, s.opts.Path)
	if err := send.Watch(root); err != nil {
		return err
	}
	// The authors file and the files posts reference may lie outside the
	// folder (authorsMapPath = "../authors.yml", ../static/img/x.png);
	// whether each is there counts too.
	if err := mdpage.WatchOutside(send, []string{root}, append(s.assets.Files(), s.authorsFile, s.tagsFile)); err != nil {
		return err
	}
	if err := s.reportMarkdownProblems(send); err != nil {
		return err
	}
	p.assets.Set(s.assets)
	if err := send.Shared(s.sidebarKey(), s.sidebarData()); err != nil {
		return err
	}
	if err := send.Global("blog", s.globalData()); err != nil {
		return err
	}
	for _, tag := range s.feedHeadTags(s.settings.BaseURL) {
		if err := send(&pluginpb.LoadItem{Item: &pluginpb.LoadItem_HeadTag{HeadTag: tag}}); err != nil {
			return err
		}
	}
	for _, post := range s.posts {
		if !post.HasTruncateMarker && !post.Unlisted && len(s.posts) > 1 {
			// Without a marker the whole post lands on the list page.
			if err := send.Warn(post.display, 1, "the post has no truncate marker (<!-- truncate -->, or {/* truncate */} in MDX): list pages show all of it"); err != nil {
				return err
			}
		}
	}
	twins := twin.FromSiteConfig(req.SiteConfigJson)
	for _, r := range s.routes() {
		if err := ctx.Err(); err != nil {
			return err
		}
		if r.Meta.GetSourcePath() != "" { // a post: the list and tag pages have no source
			r.Meta.Markdown = twins.For(twin.BlogPost, r.Path, r.Meta.Unlisted)
		}
		if err := send.DigestedRoute(req, r); err != nil {
			return err
		}
	}
	return nil
}

// feedHeadTags announce the feeds on every page, so feed readers find
// them from any URL of the site.
func (s *site) feedHeadTags(baseURL string) []*pluginpb.HeadTag {
	types := map[string]string{"rss": "application/rss+xml", "atom": "application/atom+xml", "json": "application/feed+json"}
	var out []*pluginpb.HeadTag
	for _, t := range []string{"rss", "atom", "json"} {
		if !s.opts.Feed.feedTypes()[t] {
			continue
		}
		out = append(out, &pluginpb.HeadTag{Tag: "link", Attributes: map[string]string{
			"rel": "alternate", "type": types[t], "title": s.opts.BlogTitle + " " + strings.ToUpper(t) + " Feed",
			"href": strings.TrimSuffix(baseURL, "/") + s.opts.base() + "/" + feedFileNames[t],
		}})
	}
	return out
}

// globalData tells every page where the blog and its feeds are, for head
// links and navigation.
func (s *site) globalData() map[string]any {
	feeds := map[string]string{}
	for t := range s.opts.Feed.feedTypes() {
		feeds[t] = s.opts.base() + "/" + feedFileNames[t]
	}
	return map[string]any{"path": orRoot(s.opts.base()), "title": s.opts.BlogTitle, "feeds": feeds}
}

// reportMarkdownProblems passes on the pipeline's warnings and applies
// onBrokenMarkdownLinks to links between posts that name no post.
func (s *site) reportMarkdownProblems(send sdk.Sender) error {
	var broken []mdpage.BrokenLink
	for _, post := range s.posts {
		for _, w := range append(post.headerWarnings, post.warnings...) {
			if err := send.Report(w.Proto()); err != nil {
				return err
			}
		}
		broken = append(broken, post.brokenLinks...)
	}
	warn := func(d *diag.Diagnostic) error { return send.Report(d.Proto()) }
	return mdpage.ReportBrokenLinks(s.settings.OnBrokenMarkdownLinks, broken, "a post in the blog folder", warn)
}

// PostBuild copies the files posts reference into the output and writes
// the feeds, once every page exists: a feed carries each post's article as
// the page shows it, MDX components included.
func (p *Plugin) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	copied, err := p.assets.CopyInto(req.OutDir)
	if err != nil {
		return nil, err
	}
	s, err := p.read(req.SiteDir, req.OptionsJson, req.SiteConfigJson, false)
	if err != nil {
		return nil, err
	}
	cfg, err := readSiteConfig(req.SiteConfigJson)
	if err != nil {
		return nil, err
	}
	files, warnings, err := writeFeeds(s, cfg, req.OutDir, req.Routes)
	if err != nil {
		return nil, err
	}
	res := &pluginpb.PostBuildResponse{Files: append(copied, files...)}
	for _, w := range warnings {
		res.Diagnostics = append(res.Diagnostics, &pluginpb.Diagnostic{Severity: pluginpb.Diagnostic_WARNING, Message: w})
	}
	return res, nil
}
