package search

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"unicode"

	"github.com/folio-docs/folio/core/parallel"
	"github.com/folio-docs/folio/plugins/search/indexfile"
	"github.com/folio-docs/folio/plugins/search/records"
	"github.com/folio-docs/folio/plugins/search/store"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// IndexFile is where a build keeps the index called name, relative to the
// output directory.
func IndexFile(name string) string { return filepath.Join("search", name+".index") }

type pageJob struct {
	file        string // relative to the output directory
	fingerprint string // the host's, for the record cache; "" when unknown
	page        records.Page
}

func (p *Plugin) writeIndex(ctx context.Context, req *pluginpb.PostBuildRequest, site *siteConfig, opts Options) (*pluginpb.PostBuildResponse, error) {
	name := site.indexName(opts)
	if !store.ValidName(name) {
		return nil, fmt.Errorf("search index name %q: use letters, digits, '.', '_' and '-'", name)
	}
	var jobs []pageJob
	for _, r := range req.Routes {
		if r.GetMeta().GetNoindex() || r.GetMeta().GetUnlisted() || hasPrefix(r.Path, opts.Exclude) {
			continue
		}
		jobs = append(jobs, pageJob{file: r.File, fingerprint: r.Fingerprint, page: records.Page{
			URL:      site.pageURL(r.Path),
			Title:    firstNonEmpty(r.GetMeta().GetTitle(), site.Title),
			Section:  site.section(r.Path),
			PageRank: pageRank(r.Path, opts.PageRanks),
			Language: site.language(),
		}})
	}
	cacheFile := ""
	if req.SiteDir != "" {
		cacheFile = recordCacheFile(req.SiteDir, name)
	}
	last := p.lastRecords(name, cacheFile)
	perPage, extracted, err := extractAll(ctx, req.OutDir, jobs, last)
	if err != nil {
		return nil, err
	}
	var lines [][]byte
	for _, l := range perPage {
		lines = append(lines, l...)
	}
	p.keepRecords(name, cacheFile, jobs, perPage, extracted > 0 || last == nil || len(last.Pages) != len(jobs))
	rel := IndexFile(name)
	path := filepath.Join(req.OutDir, rel)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	if err := indexfile.WriteRecordsFile(path, name, records.Settings(), lines); err != nil {
		return nil, fmt.Errorf("writing %s: %w", rel, err)
	}
	res := &pluginpb.PostBuildResponse{Files: []string{filepath.ToSlash(rel)}}
	if len(lines) == 0 {
		res.Diagnostics = append(res.Diagnostics, &pluginpb.Diagnostic{
			Severity: pluginpb.Diagnostic_WARNING,
			Message:  fmt.Sprintf("the search index %q is empty: no page has an <article>, .markdown or <main> with text", name),
		})
	}
	return res, nil
}

// extractAll returns each page's records as index lines, in the route
// order: those of the last build for a page whose fingerprint is the
// same, else read from the page, on every core. extracted counts the
// pages read.
func extractAll(ctx context.Context, outDir string, jobs []pageJob, last *recordCache) (perPage [][][]byte, extracted int, err error) {
	perPage = make([][][]byte, len(jobs))
	var read atomic.Int64
	err = parallel.ForEach(ctx, len(jobs), func(i int) error {
		if lines, ok := last.lookup(jobs[i]); ok {
			perPage[i] = lines
			return nil
		}
		read.Add(1)
		recs, err := extractPage(outDir, jobs[i])
		if err != nil {
			return err
		}
		perPage[i], err = encodeRecords(recs)
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return perPage, int(read.Load()), nil
}

// encodeRecords writes records as index lines, without HTML escapes
// (\u003c), which would cost the service a decoding for every "<".
func encodeRecords(recs []records.Record) ([][]byte, error) {
	var lines [][]byte
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, rec := range recs {
		buf.Reset()
		if err := enc.Encode(rec); err != nil {
			return nil, err
		}
		lines = append(lines, bytes.Clone(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))))
	}
	return lines, nil
}

func extractPage(outDir string, j pageJob) ([]records.Record, error) {
	f, err := os.Open(filepath.Join(outDir, j.file))
	if err != nil {
		return nil, fmt.Errorf("search records: %w", err)
	}
	defer f.Close()
	recs, err := records.Extract(f, j.page)
	if err != nil {
		return nil, fmt.Errorf("search records: %s: %w", j.file, err)
	}
	return recs, nil
}

// pageURL is the page's address as records store it: absolute when the
// site has a url, so the records work from any host (Algolia included).
func (s *siteConfig) pageURL(path string) string {
	base := strings.TrimSuffix(s.BaseURL, "/")
	return strings.TrimSuffix(s.URL, "/") + base + path
}

// section is lvl0 for pages that name none: their top-level area, from the
// first path segment ("/blog/welcome" → "Blog"), or the site's title.
func (s *siteConfig) section(path string) string {
	first, _, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	first = strings.NewReplacer("-", " ", "_", " ").Replace(first)
	if first == "" {
		if s.Title != "" {
			return s.Title
		}
		return "Home"
	}
	r := []rune(first)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// pageRank picks the rank of the longest matching prefix.
func pageRank(path string, ranks map[string]int) int {
	best, rank := -1, 0
	for prefix, r := range ranks {
		if strings.HasPrefix(path, prefix) && len(prefix) > best {
			best, rank = len(prefix), r
		}
	}
	return rank
}

func hasPrefix(path string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return false
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
