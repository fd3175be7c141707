package search

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"unicode"

	"github.com/folio-docs/folio/plugins/search/indexfile"
	"github.com/folio-docs/folio/plugins/search/records"
	"github.com/folio-docs/folio/plugins/search/store"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// IndexFile is where a build keeps the index called name, relative to the
// output directory.
func IndexFile(name string) string { return filepath.Join("search", name+".index") }

// A pageJob is a route whose page goes into the index. What the
// extraction is told about the page (records.Page) is made from it only
// when the page is read: most pages of an edit's build are not.
type pageJob = *pluginpb.RouteSummary

func (p *Plugin) writeIndex(ctx context.Context, req *pluginpb.PostBuildRequest, site *siteConfig, opts Options) (*pluginpb.PostBuildResponse, error) {
	name := site.indexName(opts)
	if !store.ValidName(name) {
		return nil, fmt.Errorf("search index name %q: use letters, digits, '.', '_' and '-'", name)
	}
	jobs := make([]pageJob, 0, len(req.Routes))
	for _, r := range req.Routes {
		if r.GetMeta().GetNoindex() || r.GetMeta().GetUnlisted() || hasPrefix(r.Path, opts.Exclude) {
			continue
		}
		jobs = append(jobs, r)
	}
	pages := newPageParams(site, opts)
	rel := IndexFile(name)
	out := filepath.Join(req.OutDir, rel)
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return nil, err
	}
	// The index is written into the site's cache and linked into the
	// output: the next build starts from it (recordcache.go).
	target, tableFile := out, ""
	if req.SiteDir != "" {
		indexCopy, table := cachePaths(req.SiteDir, name)
		if os.MkdirAll(filepath.Dir(indexCopy), 0o755) == nil {
			target, tableFile = indexCopy, table
		}
	}
	var last *lastIndex
	if tableFile != "" {
		last = openLastIndex(target, tableFile)
	}
	table, index, err := writeChunks(ctx, req.OutDir, jobs, pages, last, target, name)
	if err == nil && tableFile != "" {
		err = publish(index, target, out)
		if err == nil && table != nil {
			var st os.FileInfo
			if st, err = index.Stat(); err == nil {
				table.Size, table.ModTime = st.Size(), st.ModTime().UnixNano()
				writeTable(tableFile, table)
			}
		}
	}
	if index != nil && (last == nil || index != last.file) {
		index.Close()
	}
	last.close()
	if err != nil {
		return nil, fmt.Errorf("writing %s: %w", rel, err)
	}
	res := &pluginpb.PostBuildResponse{Files: []string{filepath.ToSlash(rel)}}
	if table != nil && table.records() == 0 || table == nil && last.table.records() == 0 {
		res.Diagnostics = append(res.Diagnostics, &pluginpb.Diagnostic{
			Severity: pluginpb.Diagnostic_WARNING,
			Message:  fmt.Sprintf("the search index %q is empty: no page has an <article>, .markdown or <main> with text", name),
		})
	}
	return res, nil
}

// chunkWork is what a build does for one chunk of pages: copy the
// chunk of the last index (reuse ≥ 0), or make it again.
type chunkWork struct {
	jobs  []pageJob
	keys  []pageKey // zero for a page without a fingerprint
	reuse int
}

// chunkDone is a chunk made again: its member and its table rows.
type chunkDone struct {
	member  []byte
	pages   []tablePage
	records int
	err     error
}

// writeChunks writes the index of jobs at path, chunk after chunk, and
// returns its table and the file, open; when the last index is the new
// one (nothing changed) it is left in place, and the table is nil.
//
// Chunks are made on every core, in a window of a few chunks ahead of
// the one being written, so memory holds a few chunks of records and
// never the site's.
func writeChunks(ctx context.Context, outDir string, jobs []pageJob, pages *pageParams, last *lastIndex, path, name string) (*indexTable, *os.File, error) {
	var work []chunkWork
	same := last != nil
	start := 0
	keys := make([]pageKey, len(jobs))
	var reused []bool
	if last != nil {
		reused = make([]bool, len(last.table.Chunks))
	}
	for _, end := range chunkBounds(jobs) {
		c := chunkWork{jobs: jobs[start:end], keys: keys[start:end], reuse: -1}
		keyed := true
		for i, j := range c.jobs {
			var ok bool
			if c.keys[i], ok = pages.key(j); !ok {
				keyed = false
			}
		}
		if last != nil && keyed {
			if ci, ok := last.chunk[chunkID(len(c.keys), func(i int) *pageKey { return &c.keys[i] })]; ok {
				c.reuse = ci
				reused[ci] = true
			}
		}
		same = same && c.reuse == len(work)
		work = append(work, c)
		start = end
	}
	settings := records.Settings()
	if same && len(work) == len(last.table.Chunks) {
		head, err := indexfile.HeaderMember(name, settings, last.table.records())
		if err == nil && last.sameHeader(head) {
			return nil, last.file, nil
		}
	}

	// The pages of the chunks made again are found among those of the
	// last chunks not copied: an edit's chunk was one of those.
	last.findPagesOutside(reused)

	w, err := indexfile.Create(path, name, settings)
	if err != nil {
		return nil, nil, err
	}
	table := &indexTable{Pages: make([]tablePage, 0, len(jobs))}
	workers := runtime.NumCPU()
	err = inOrder(ctx, len(work), workers, 4*workers, func(i int) chunkDone {
		if work[i].reuse >= 0 || ctx.Err() != nil {
			return chunkDone{err: ctx.Err()}
		}
		return makeChunk(outDir, work[i], pages, last)
	}, func(i int, done chunkDone) error {
		if done.err != nil {
			return done.err
		}
		c := tableChunk{Pages: len(work[i].jobs)}
		if ci := work[i].reuse; ci >= 0 {
			old := last.table.Chunks[ci]
			c.Size, c.Records = old.Size, old.Records
			if old.Size > 0 {
				if c.Off, err = w.CopyMember(last.file, old.Off, old.Size, old.Records); err != nil {
					return err
				}
			}
			table.Pages = append(table.Pages, last.chunkPages(ci)...)
		} else {
			c.Size, c.Records = int64(len(done.member)), done.records
			if len(done.member) > 0 {
				if c.Off, err = w.Member(done.member, done.records); err != nil {
					return err
				}
			}
			table.Pages = append(table.Pages, done.pages...)
		}
		table.Chunks = append(table.Chunks, c)
		return nil
	})
	if err != nil {
		w.Abort()
		return nil, nil, err
	}
	f, err := w.Commit()
	return table, f, err
}

// makeChunk makes one chunk's member: each page's lines come from the
// last index when its key is there, else from the page.
func makeChunk(outDir string, c chunkWork, pages *pageParams, last *lastIndex) chunkDone {
	var lines bytes.Buffer
	done := chunkDone{pages: make([]tablePage, len(c.jobs))}
	oldChunk, oldLines := -1, []byte(nil)
	for i, j := range c.jobs {
		start := lines.Len()
		n, reused := 0, false
		if at, ok := last.find(c.keys[i]); ok {
			if at.chunk != oldChunk {
				var err error
				if oldLines, err = last.lines(at.chunk); err != nil {
					oldLines = nil // a damaged last index: read the page
				} else if lines.Len() == 0 {
					// The chunk's lines are about as long as the last one's.
					lines.Grow(len(oldLines) + len(oldLines)/8)
				}
				oldChunk = at.chunk
			}
			if oldLines != nil {
				lines.Write(oldLines[at.off : at.off+at.bytes])
				n, reused = at.records, true
			}
		}
		if !reused {
			recs, err := extractPage(outDir, j.File, pages.page(j))
			if err == nil {
				err = encodeRecords(&lines, recs)
			}
			if err != nil {
				return chunkDone{err: err}
			}
			n = len(recs)
		}
		done.pages[i] = tablePage{Key: c.keys[i], Bytes: lines.Len() - start, Records: n}
		done.records += n
	}
	var err error
	done.member, err = indexfile.Compress(lines.Bytes())
	if err != nil {
		return chunkDone{err: err}
	}
	return done
}

// inOrder calls work(i) for every i in [0, n) on workers goroutines, at
// most window ahead of the lowest i not yet consumed, and consume(i, r)
// with each result in the order of i on the calling goroutine. It stops
// at the first error of consume (the lowest i's) or when ctx is done.
func inOrder[T any](ctx context.Context, n, workers, window int, work func(i int) T, consume func(i int, r T) error) error {
	ctx, cancel := context.WithCancel(ctx)
	slots := make([]chan T, n)
	for i := range slots {
		slots[i] = make(chan T, 1)
	}
	tokens := make(chan struct{}, window)
	next := make(chan int)
	go func() {
		defer close(next)
		for i := range n {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return
			}
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	defer func() { cancel(); wg.Wait() }() // no work runs once inOrder returns
	for range max(1, min(workers, n)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				slots[i] <- work(i)
			}
		}()
	}
	for i := range n {
		var r T
		select {
		case r = <-slots[i]:
		case <-ctx.Done():
			return ctx.Err()
		}
		<-tokens
		if err := consume(i, r); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// encodeRecords appends records as index lines, without HTML escapes
// (\u003c), which would cost the service a decoding for every "<".
func encodeRecords(buf *bytes.Buffer, recs []records.Record) error {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	for _, rec := range recs {
		if err := enc.Encode(rec); err != nil {
			return err
		}
	}
	return nil
}

// publish puts the index f, at src, at dst too, replacing dst in one
// step: a hard link when both are on one file system (an index is never
// written in place, so they can share it), else a copy. A link to what
// another build has since put at src is undone for a copy of f. When dst
// is f already (folio dev's folder, nothing changed), there is nothing to
// do: renaming a link over another link to the same file would do
// nothing and leave the temporary link behind.
func publish(f *os.File, src, dst string) error {
	if sameFile(dst, f) {
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".index-*")
	if err != nil {
		return err
	}
	tmp.Close()
	os.Remove(tmp.Name())
	if os.Link(src, tmp.Name()) != nil || !sameFile(tmp.Name(), f) {
		os.Remove(tmp.Name())
		if err := copyFile(f, tmp.Name()); err != nil {
			os.Remove(tmp.Name())
			return err
		}
	}
	if err := os.Rename(tmp.Name(), dst); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

func sameFile(path string, f *os.File) bool {
	a, err := os.Stat(path)
	if err != nil {
		return false
	}
	b, err := f.Stat()
	return err == nil && os.SameFile(a, b)
}

func copyFile(f *os.File, dst string) error {
	st, err := f.Stat()
	if err != nil {
		return err
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, io.NewSectionReader(f, 0, st.Size()))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

func extractPage(outDir, file string, page records.Page) ([]records.Record, error) {
	f, err := os.Open(filepath.Join(outDir, file))
	if err != nil {
		return nil, fmt.Errorf("search records: %w", err)
	}
	defer f.Close()
	recs, err := records.Extract(f, page)
	if err != nil {
		return nil, fmt.Errorf("search records: %s: %w", file, err)
	}
	return recs, nil
}

// pageURL is the page's address as records store it: absolute when the
// site has a url, so the records work from any host (Algolia included).
func (s *siteConfig) pageURL(path string) string {
	base := strings.TrimSuffix(s.BaseURL, "/")
	return strings.TrimSuffix(s.URL, "/") + base + path
}

// sectionSpaces turns a path segment's separators into spaces. One
// replacer for every page: making one per page was a sixth of the search
// post-build of a 10,000-page edit.
var sectionSpaces = strings.NewReplacer("-", " ", "_", " ")

// section is lvl0 for pages that name none: their top-level area, from the
// first path segment ("/blog/welcome" → "Blog"), or the site's title.
func (s *siteConfig) section(path string) string {
	first, _, _ := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	first = sectionSpaces.Replace(first)
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
