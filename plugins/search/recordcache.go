package search

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/plugins/internal/cachepb"
	"github.com/folio-docs/folio/plugins/search/indexfile"
	"github.com/folio-docs/folio/plugins/search/records"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A page's records are a function of its HTML and of what the plugin
// tells the extractor about it (records.Page). The host sends each route's
// fingerprint, which changes whenever the page's file may have, so a build
// extracts only the pages that were rendered again: a one-doc edit reads
// one page instead of every page of the site.
//
// The records of the last build are kept as that build's index file
// itself, in the site's cache, with a small table of what each part of it
// holds. The index is a sequence of gzip members (indexfile), one per
// chunk of consecutive pages; where a chunk is cut depends only on the
// pages' files, so a cold build and an incremental one cut the same
// chunks, and an edit changes the chunks around it only. A build copies
// the members of unchanged chunks as bytes, decompresses a changed chunk
// to take its unchanged pages' lines, extracts the changed pages, and
// compresses that chunk again; when nothing changed, the last index is
// the new one. Nothing decodes the records of the whole site, and the
// index it writes is byte for byte the one a cold build writes.

// indexTable says what the index file beside it holds.
type indexTable struct {
	// Tool is the folio binary that wrote the index: another one may
	// extract or compress differently.
	Tool string
	// Size and ModTime are the index file's: a table describes one file,
	// not whatever was later written under its name.
	Size    int64
	ModTime int64
	Chunks  []tableChunk
	Pages   []tablePage // by chunk, in order
}

// tableChunk is one member of the index file. A chunk without records
// has no member (Size 0).
type tableChunk struct {
	Off, Size int64
	Records   int
	Pages     int // how many of Pages, from the previous chunk's last
}

// tablePage is one page's part of its chunk's lines.
type tablePage struct {
	Key     pageKey
	Bytes   int
	Records int
}

// pageKey names what a page's records are made from: its file, its
// fingerprint and its extraction parameters (pageParams.key).
type pageKey [16]byte

// pageParams makes what the extraction is told about a page
// (records.Page) from its route, the site's configuration and the
// plugin's options; and the page's key, without making that: a build
// keys every page and reads only the changed ones.
type pageParams struct {
	site  *siteConfig
	ranks map[string]int
	// digest covers all that page reads besides the route: the key of
	// a page is it and the route's file, fingerprint, path and title.
	digest [sha256.Size]byte
	buf    []byte // key's, reused
}

func newPageParams(site *siteConfig, opts Options) *pageParams {
	b := appendFields(nil, site.URL, site.BaseURL, site.Title, site.language())
	for _, prefix := range slices.Sorted(maps.Keys(opts.PageRanks)) {
		b = appendFields(b, prefix, strconv.Itoa(opts.PageRanks[prefix]))
	}
	return &pageParams{site: site, ranks: opts.PageRanks, digest: sha256.Sum256(b)}
}

// page reads the route's path and title, and what digest covers.
func (pp *pageParams) page(r *pluginpb.RouteSummary) records.Page {
	return records.Page{
		URL:      pp.site.pageURL(r.Path),
		Title:    firstNonEmpty(r.GetMeta().GetTitle(), pp.site.Title),
		Section:  pp.site.section(r.Path),
		PageRank: pageRank(r.Path, pp.ranks),
		Language: pp.site.language(),
	}
}

// key returns the key of the route's page; false for a page without a
// fingerprint, which is always read. Not for concurrent use.
func (pp *pageParams) key(r *pluginpb.RouteSummary) (pageKey, bool) {
	if r.Fingerprint == "" {
		return pageKey{}, false
	}
	pp.buf = appendFields(append(pp.buf[:0], pp.digest[:]...), r.File, r.Fingerprint, r.Path, r.GetMeta().GetTitle())
	sum := sha256.Sum256(pp.buf)
	var k pageKey
	copy(k[:], sum[:])
	return k, true
}

// appendFields appends each field with its length before it.
func appendFields(b []byte, fields ...string) []byte {
	for _, f := range fields {
		b = binary.LittleEndian.AppendUint64(b, uint64(len(f)))
		b = append(b, f...)
	}
	return b
}

// Chunks hold chunkPages pages on average, at most maxChunkPages: a chunk
// is cut after a page whose file hashes to 0 modulo chunkPages. On the
// synthetic docs of bench/build (11 KB of records a page) a chunk is
// about 180 KB before compression, a millisecond or two to make again;
// the members' restarts cost the Lexical index 1% of its size.
const (
	chunkPages    = 16
	maxChunkPages = 64
)

// chunkBounds returns where each chunk of jobs ends.
func chunkBounds(jobs []pageJob) []int {
	ends := make([]int, 0, len(jobs)/chunkPages+1)
	start := 0
	for i, j := range jobs {
		if files.FNV32a(j.File)%chunkPages == 0 || i+1-start == maxChunkPages || i == len(jobs)-1 {
			ends = append(ends, i+1)
			start = i + 1
		}
	}
	return ends
}

// cacheDir is the store where a site keeps the last index called index
// and its table between `folio build` runs, beside the core's build
// cache. The table describes the index file (its size and time); the
// store's manifest (files.CommitStore) names the two, and any other file
// of the folder is garbage.
func cacheDir(siteDir, index string) string {
	return filepath.Join(siteDir, "node_modules", ".cache", "folio", "search-"+index)
}

const (
	indexCopyName = "index"
	tableName     = "table"
)

func cachePaths(siteDir, index string) (indexCopy, table string) {
	dir := cacheDir(siteDir, index)
	return filepath.Join(dir, indexCopyName), filepath.Join(dir, tableName)
}

// lastIndex is the index a build of the same binary left, opened, with
// its table; nil when there is none it can trust (missing, unreadable,
// written by another binary, or not the file the table describes): that
// only costs a full extraction.
type lastIndex struct {
	file  *os.File
	table *indexTable
	// page is where each page's lines are: chunk and byte offset in
	// the chunk's lines; only the pages of the chunks a build does not
	// copy (findPagesOutside).
	page map[pageKey]pageAt
	// chunk finds a chunk by the keys of its pages.
	chunk map[[sha256.Size]byte]int
	// firstPage is each chunk's first page in table.Pages.
	firstPage []int
}

type pageAt struct {
	chunk, off, bytes, records int
}

func openLastIndex(indexCopy, tableFile string) *lastIndex {
	t := readTable(tableFile)
	if t == nil {
		return nil
	}
	f, err := os.Open(indexCopy)
	if err != nil {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Size() != t.Size || st.ModTime().UnixNano() != t.ModTime || !t.consistent() {
		f.Close()
		return nil
	}
	last := &lastIndex{file: f, table: t, chunk: make(map[[sha256.Size]byte]int, len(t.Chunks)), firstPage: make([]int, len(t.Chunks))}
	p := 0
	for ci, c := range t.Chunks {
		last.firstPage[ci] = p
		pages := t.Pages[p : p+c.Pages]
		// A chunk with a page without a fingerprint is never copied.
		if !slices.ContainsFunc(pages, func(tp tablePage) bool { return tp.Key == pageKey{} }) {
			last.chunk[chunkID(len(pages), func(i int) *pageKey { return &pages[i].Key })] = ci
		}
		p += c.Pages
	}
	return last
}

// findPagesOutside lets find see the pages of the chunks that are not
// copied (copied[ci] false). A page of a chunk made again that was in a
// copied chunk (a page moved from there, or the same page twice) is
// read again, which gives the same lines.
func (l *lastIndex) findPagesOutside(copied []bool) {
	if l == nil {
		return
	}
	l.page = map[pageKey]pageAt{}
	for ci := range l.table.Chunks {
		if copied[ci] {
			continue
		}
		off := 0
		for _, tp := range l.chunkPages(ci) {
			if tp.Key != (pageKey{}) {
				l.page[tp.Key] = pageAt{chunk: ci, off: off, bytes: tp.Bytes, records: tp.Records}
			}
			off += tp.Bytes
		}
	}
}

func (l *lastIndex) close() {
	if l != nil {
		l.file.Close()
	}
}

// consistent checks the table's own sums, so that a damaged one is not
// followed out of the file's bounds.
func (t *indexTable) consistent() bool {
	p := 0
	end := int64(-1) // where the last member ended: the members tile the file
	for _, c := range t.Chunks {
		if c.Pages < 0 || p+c.Pages > len(t.Pages) || c.Off < 0 || c.Size < 0 || c.Off+c.Size > t.Size {
			return false
		}
		if c.Size > 0 {
			if end >= 0 && c.Off != end {
				return false
			}
			end = c.Off + c.Size
		}
		records := 0
		for _, tp := range t.Pages[p : p+c.Pages] {
			if tp.Bytes < 0 || tp.Records < 0 {
				return false
			}
			records += tp.Records
		}
		if records != c.Records || (c.Size == 0) != (records == 0) {
			return false
		}
		p += c.Pages
	}
	return p == len(t.Pages) && (end < 0 || end == t.Size)
}

// chunkID names a chunk by its n pages' keys, in order.
func chunkID(n int, key func(i int) *pageKey) [sha256.Size]byte {
	h := sha256.New()
	for i := range n {
		h.Write(key(i)[:])
	}
	var id [sha256.Size]byte
	copy(id[:], h.Sum(nil))
	return id
}

// sameHeader says whether the last index starts with the header member
// head: then, when every chunk is the same too, it is the new index.
func (l *lastIndex) sameHeader(head []byte) bool {
	got := make([]byte, len(head))
	if _, err := l.file.ReadAt(got, 0); err != nil {
		return false
	}
	return bytes.Equal(got, head)
}

// lines returns the lines of chunk ci of the last index.
func (l *lastIndex) lines(ci int) ([]byte, error) {
	c := l.table.Chunks[ci]
	member := make([]byte, c.Size)
	if _, err := l.file.ReadAt(member, c.Off); err != nil {
		return nil, err
	}
	want := 0
	for _, tp := range l.chunkPages(ci) {
		want += tp.Bytes
	}
	return indexfile.Decompress(member, want)
}

// chunkPages are the table's pages of chunk ci.
func (l *lastIndex) chunkPages(ci int) []tablePage {
	return l.table.Pages[l.firstPage[ci] : l.firstPage[ci]+l.table.Chunks[ci].Pages]
}

// The table file is a cachepb.SearchTable (a blob: files.WriteMessage);
// the pages' rows are packed fields, which decode in about a
// millisecond at 10,000 pages (bench/caches).
func readTable(file string) *indexTable {
	var m cachepb.SearchTable
	if files.ReadMessage(file, &m) != nil || m.Store != files.StoreID() || m.Index != indexCopyName {
		return nil
	}
	return tableFromProto(&m)
}

// tableFromProto is nil for a table whose rows do not match.
func tableFromProto(m *cachepb.SearchTable) *indexTable {
	if len(m.PageKeys) != len(pageKey{})*len(m.PageBytes) || len(m.PageRecords) != len(m.PageBytes) {
		return nil
	}
	t := &indexTable{Tool: m.Store, Size: m.Size, ModTime: m.ModTime, Chunks: make([]tableChunk, len(m.Chunks)), Pages: make([]tablePage, len(m.PageBytes))}
	for i, c := range m.Chunks {
		t.Chunks[i] = tableChunk{Off: c.Off, Size: c.Size, Records: int(c.Records), Pages: int(c.Pages)}
	}
	for i := range t.Pages {
		copy(t.Pages[i].Key[:], m.PageKeys[i*len(pageKey{}):])
		t.Pages[i].Bytes, t.Pages[i].Records = int(m.PageBytes[i]), int(m.PageRecords[i])
	}
	return t
}

func (t *indexTable) toProto() *cachepb.SearchTable {
	m := &cachepb.SearchTable{
		Store: t.Tool, Index: indexCopyName, Size: t.Size, ModTime: t.ModTime,
		Chunks:   make([]*cachepb.SearchChunk, len(t.Chunks)),
		PageKeys: make([]byte, 0, len(pageKey{})*len(t.Pages)), PageBytes: make([]uint32, len(t.Pages)), PageRecords: make([]uint32, len(t.Pages)),
	}
	for i, c := range t.Chunks {
		m.Chunks[i] = &cachepb.SearchChunk{Off: c.Off, Size: c.Size, Records: uint32(c.Records), Pages: uint32(c.Pages)}
	}
	for i, p := range t.Pages {
		m.PageKeys = append(m.PageKeys, p.Key[:]...)
		m.PageBytes[i], m.PageRecords[i] = uint32(p.Bytes), uint32(p.Records)
	}
	return m
}

// writeTable replaces the table file, stamped with this binary, and
// makes it and the index the store's files; a table that cannot be written is
// removed, as one that cannot be trusted is worse than none.
func writeTable(file string, t *indexTable) {
	t.Tool = files.StoreID()
	if err := saveTable(file, t); err != nil {
		_ = os.Remove(file)
		return
	}
	_ = files.CommitStore(filepath.Dir(file), []string{tableName, indexCopyName})
}

// saveTable replaces the table file atomically, through a temporary file
// of its own (two builds of one site may end together: the table then
// names the other's index by size and time, and is not used).
func saveTable(file string, t *indexTable) error {
	return files.WriteMessage(file, t.toProto(), 0o600)
}

// find returns where the last index holds the lines of the page with
// key k.
func (l *lastIndex) find(k pageKey) (pageAt, bool) {
	if l == nil || k == (pageKey{}) {
		return pageAt{}, false
	}
	at, ok := l.page[k]
	return at, ok
}

// records counts the table's records.
func (t *indexTable) records() int {
	n := 0
	for _, c := range t.Chunks {
		n += c.Records
	}
	return n
}
