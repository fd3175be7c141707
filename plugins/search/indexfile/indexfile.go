// Package indexfile reads and writes the search index a build leaves in
// its output (build/search/<index>.index): the index name, its settings
// and its records, as gzipped JSON lines (in several gzip members, which
// read as one stream). The search service builds its
// in-memory index from it at start.
//
// The first line is a header, each following line one record, so a file
// can be inspected with `zcat build/search/lexical.index | head`.
package indexfile

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// Format names the file type in its header.
const (
	Format  = "folio-search-index"
	Version = 1
)

// File is an index as stored.
type File struct {
	Name     string
	Settings engine.Settings
	Objects  []engine.Object
}

type header struct {
	Format   string          `json:"format"`
	Version  int             `json:"version"`
	Index    string          `json:"index"`
	Settings engine.Settings `json:"settings"`
	Records  int             `json:"records"`
}

// Write stores f.
func Write(w io.Writer, f File) error {
	records := make([][]byte, len(f.Objects))
	for i, o := range f.Objects {
		b, err := o.MarshalJSON()
		if err != nil {
			return err
		}
		records[i] = b
	}
	return WriteRecords(w, f.Name, f.Settings, records)
}

// WriteRecords stores records given as JSON objects, one per line: the
// build writes its records this way without parsing them back. Each must
// be one line of compact JSON with an objectID.
func WriteRecords(w io.Writer, name string, settings engine.Settings, records [][]byte) error {
	head, err := HeaderMember(name, settings, len(records))
	if err != nil {
		return err
	}
	if _, err := w.Write(head); err != nil {
		return err
	}
	var lines []byte
	for _, r := range records {
		lines = append(append(lines, r...), '\n')
	}
	body, err := Compress(lines)
	if err != nil {
		return err
	}
	_, err = w.Write(body)
	return err
}

// The file is a sequence of gzip members (RFC 1952 §2.2: members
// concatenate into one stream, which Go's reader, zcat and browsers read
// as one): the header line alone, then the records in members of their
// own. A build copies the members of the pages that did not change from
// its last index as bytes and compresses only the changed ones
// (plugins/search/recordcache.go).
//
// The header member is stored, not compressed, and its record count is
// padded to a fixed width, so a writer that learns the count only at the
// end writes it in place without moving what follows.

// countWidth is the width the header's record count is padded to.
const countWidth = 20

// HeaderMember returns the gzip member holding the header line.
func HeaderMember(name string, settings engine.Settings, records int) ([]byte, error) {
	var line bytes.Buffer
	enc := json.NewEncoder(&line)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(header{Format: Format, Version: Version, Index: name, Settings: settings, Records: records}); err != nil {
		return nil, err
	}
	// "...,"records":N}\n" → "...,"records":N     }\n": JSON allows the blanks.
	b := line.Bytes()
	pad := countWidth - len(strconv.Itoa(records))
	padded := make([]byte, 0, len(b)+pad)
	padded = append(padded, b[:len(b)-2]...)
	padded = append(padded, bytes.Repeat([]byte{' '}, pad)...)
	padded = append(padded, "}\n"...)
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.NoCompression)
	if err != nil {
		return nil, err
	}
	zw.Write(padded)
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// The fastest level: the file is written on every build and read once
// per start; the best level saves a few percent.
var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return zw
}}

// Compress returns lines (records, each ending in '\n') as one gzip
// member, or nothing for no lines. The same lines give the same bytes.
func Compress(lines []byte) ([]byte, error) {
	if len(lines) == 0 {
		return nil, nil
	}
	var out bytes.Buffer
	out.Grow(len(lines)/4 + 64)
	zw := gzipWriters.Get().(*gzip.Writer)
	defer gzipWriters.Put(zw)
	zw.Reset(&out)
	if _, err := zw.Write(lines); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// Decompress returns the lines of one member that Compress made, which
// must be size bytes long (a reader knows it: recordcache.go's table):
// they are read into one slice of that size, not grown to it.
func Decompress(member []byte, size int) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(member))
	if err != nil {
		return nil, err
	}
	zr.Multistream(false)
	lines := make([]byte, size)
	if _, err := io.ReadFull(zr, lines); err != nil {
		return nil, fmt.Errorf("a member of %d bytes: %w", size, err)
	}
	// The end, where the reader checks the member's CRC and length.
	if n, err := zr.Read(make([]byte, 1)); n != 0 || err != io.EOF {
		return nil, fmt.Errorf("a member longer than %d bytes, or damaged (%v)", size, err)
	}
	return lines, nil
}

// Writer writes an index file member by member, through a temporary file
// beside path that Commit renames into place, so a reader never sees
// half a file. It holds no records: a site's index is never in memory
// whole.
type Writer struct {
	f        *os.File
	path     string
	name     string
	settings engine.Settings
	head     int64 // the header member's length
	off      int64
	records  int
	// A copy not made yet: size bytes at off in copySrc.
	copySrc           *os.File
	copyOff, copySize int64
}

// Create starts the index file at path.
func Create(path, name string, settings engine.Settings) (*Writer, error) {
	head, err := HeaderMember(name, settings, 0)
	if err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".index-*")
	if err != nil {
		return nil, err
	}
	w := &Writer{f: f, path: path, name: name, settings: settings, head: int64(len(head))}
	if _, err := f.Write(head); err != nil {
		w.Abort()
		return nil, err
	}
	w.off = w.head
	return w, nil
}

// Member appends a member Compress made holding records records, and
// returns its offset in the file.
func (w *Writer) Member(member []byte, records int) (int64, error) {
	if err := w.flushCopy(); err != nil {
		return 0, err
	}
	off := w.off
	if _, err := w.f.Write(member); err != nil {
		return 0, err
	}
	w.off += int64(len(member))
	w.records += records
	return off, nil
}

// CopyMember appends the size bytes at off in src, a member of another
// index file holding records records, and returns its offset in the file.
// Members that follow each other in src are copied in one piece, by the
// kernel (copy_file_range), when the next member that does not.
func (w *Writer) CopyMember(src *os.File, off, size int64, records int) (int64, error) {
	if w.copySrc != src || w.copyOff+w.copySize != off {
		if err := w.flushCopy(); err != nil {
			return 0, err
		}
		w.copySrc, w.copyOff = src, off
	}
	w.copySize += size
	at := w.off
	w.off += size
	w.records += records
	return at, nil
}

func (w *Writer) flushCopy() error {
	if w.copySize == 0 {
		return nil
	}
	if _, err := w.copySrc.Seek(w.copyOff, io.SeekStart); err != nil {
		return err
	}
	n, err := io.CopyN(w.f, w.copySrc, w.copySize)
	if err == nil && n != w.copySize {
		err = io.ErrUnexpectedEOF
	}
	w.copySrc, w.copyOff, w.copySize = nil, 0, 0
	return err
}

// Records is the number of records written so far.
func (w *Writer) Records() int { return w.records }

// Commit writes the header with the record count and puts the file at
// its path. It returns the file, open, for the caller to close: what it
// reads is what this writer wrote, even once another one has replaced
// the path.
func (w *Writer) Commit() (*os.File, error) {
	err := w.flushCopy()
	var head []byte
	if err == nil {
		head, err = HeaderMember(w.name, w.settings, w.records)
	}
	if err == nil && int64(len(head)) != w.head {
		err = fmt.Errorf("index header changed length") // cannot happen: the count is padded
	}
	if err == nil {
		_, err = w.f.WriteAt(head, 0)
	}
	if err == nil {
		err = w.f.Chmod(0o644)
	}
	if err == nil {
		err = os.Rename(w.f.Name(), w.path)
	}
	if err != nil {
		w.Abort()
		return nil, err
	}
	return w.f, nil
}

// Abort removes what was written.
func (w *Writer) Abort() {
	w.f.Close()
	os.Remove(w.f.Name())
}

// WriteFile stores f at path, through a temporary file so a reader never
// sees half a file.
func WriteFile(path string, f File) error {
	return writeAtomically(path, func(w io.Writer) error { return Write(w, f) })
}

// WriteRecordsFile stores records at path, as WriteRecords, atomically.
func WriteRecordsFile(path, name string, settings engine.Settings, records [][]byte) error {
	return writeAtomically(path, func(w io.Writer) error { return WriteRecords(w, name, settings, records) })
}

func writeAtomically(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".index-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Read loads a file written by Write. Errors name the line.
func Read(r io.Reader, name string) (File, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return File{}, fmt.Errorf("%s: not a folio search index (%v)", name, err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return File{}, fmt.Errorf("%s: %w", name, err)
		}
		return File{}, fmt.Errorf("%s: empty file", name)
	}
	var h header
	if err := json.Unmarshal(sc.Bytes(), &h); err != nil || h.Format != Format {
		return File{}, fmt.Errorf("%s:1: not a folio search index header", name)
	}
	if h.Version != Version {
		return File{}, fmt.Errorf("%s:1: index format version %d, this folio reads version %d: rebuild the site", name, h.Version, Version)
	}
	f := File{Name: h.Index, Settings: h.Settings, Objects: make([]engine.Object, 0, h.Records)}
	line := 1
	for sc.Scan() {
		line++
		o, err := engine.ParseObject(sc.Bytes())
		if err != nil {
			return File{}, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		f.Objects = append(f.Objects, o)
	}
	if err := sc.Err(); err != nil {
		return File{}, fmt.Errorf("%s:%d: %w", name, line, err)
	}
	if len(f.Objects) != h.Records {
		return File{}, fmt.Errorf("%s: header announces %d records, file holds %d (truncated?)", name, h.Records, len(f.Objects))
	}
	return f, nil
}

// ReadFile loads the file at path.
func ReadFile(path string) (File, error) {
	fh, err := os.Open(path)
	if err != nil {
		return File{}, err
	}
	defer fh.Close()
	return Read(bufio.NewReaderSize(fh, 256<<10), path)
}
