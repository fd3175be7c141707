package search

import (
	"bufio"
	"encoding/gob"
	"os"
	"path/filepath"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/plugins/search/records"
)

// A page's records are a function of its HTML and of what the plugin
// tells the extractor about it (records.Page). The host sends each route's
// fingerprint, which changes whenever the page's file may have, so the
// records of the last build are kept under it and a build extracts only
// the pages that were rendered again: a one-doc edit reads one page
// instead of every page of the site.

// recordCache is what one build's index was made of, by output file.
type recordCache struct {
	// Tool is the folio binary that extracted the records: another one
	// may extract differently.
	Tool  string
	Pages map[string]cachedRecords
}

// cachedRecords are one page's records, encoded as index lines.
type cachedRecords struct {
	Fingerprint string
	Page        records.Page
	Lines       [][]byte
}

// lookup returns the lines stored for a page if its fingerprint and its
// extraction parameters are those they were made from.
func (c *recordCache) lookup(j pageJob) ([][]byte, bool) {
	if c == nil || j.fingerprint == "" {
		return nil, false
	}
	got, ok := c.Pages[j.file]
	if !ok || got.Fingerprint != j.fingerprint || got.Page != j.page {
		return nil, false
	}
	return got.Lines, true
}

// recordCacheFile is where a site keeps the records of one index between
// `folio build` runs, beside the core's build cache.
func recordCacheFile(siteDir, index string) string {
	return filepath.Join(siteDir, "node_modules", ".cache", "folio", "search-"+index+".records")
}

// readRecordCache returns the cache a build of the same binary left, or
// nil: a missing or unreadable cache only costs a full extraction.
func readRecordCache(file string) *recordCache {
	f, err := os.Open(file)
	if err != nil {
		return nil
	}
	defer f.Close()
	var c recordCache
	if gob.NewDecoder(bufio.NewReader(f)).Decode(&c) != nil || c.Tool != files.ExecutableStamp() {
		return nil
	}
	return &c
}

// write replaces the cache file atomically, through a temporary file of
// its own (two builds of one site may end together); a cache that cannot
// be written is removed, as one that cannot be trusted is worse than none.
func (c *recordCache) write(file string) {
	c.Tool = files.ExecutableStamp()
	err := os.MkdirAll(filepath.Dir(file), 0o755)
	if err == nil {
		err = writeGob(file, c)
	}
	if err != nil {
		_ = os.Remove(file)
	}
}

func writeGob(file string, v any) error {
	f, err := os.CreateTemp(filepath.Dir(file), filepath.Base(file)+".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // after the rename, nothing is there
	w := bufio.NewWriterSize(f, 1<<20)
	err = gob.NewEncoder(w).Encode(v)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(f.Name(), file)
}

// lastRecords is the record cache of the index's last build: the one this
// process made, else the one on disk (file "" for none).
func (p *Plugin) lastRecords(index, file string) *recordCache {
	p.mu.Lock()
	c := p.last[index]
	p.mu.Unlock()
	if c == nil && file != "" {
		c = readRecordCache(file)
	}
	return c
}

// keepRecords makes this build's records the ones the next build starts
// from, and saves them for the next process when they changed.
func (p *Plugin) keepRecords(index, file string, jobs []pageJob, perPage [][][]byte, changed bool) {
	c := &recordCache{Pages: make(map[string]cachedRecords, len(jobs))}
	for i, j := range jobs {
		if j.fingerprint != "" {
			c.Pages[j.file] = cachedRecords{Fingerprint: j.fingerprint, Page: j.page, Lines: perPage[i]}
		}
	}
	p.mu.Lock()
	p.last[index] = c
	p.mu.Unlock()
	if changed && file != "" {
		c.write(file)
	}
}
