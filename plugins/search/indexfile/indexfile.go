// Package indexfile reads and writes the search index a build leaves in
// its output (build/search/<index>.index): the index name, its settings
// and its records, as gzipped JSON lines. The search service builds its
// in-memory index from it at start.
//
// The first line is a header, each following line one record, so a file
// can be inspected with `zcat build/search/lexical.index | head`.
package indexfile

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

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
	// The fastest level: the file is written on every build and read once
	// per start; the best level saves a few percent.
	zw, err := gzip.NewWriterLevel(w, gzip.BestSpeed)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(zw, 256<<10)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(header{Format: Format, Version: Version, Index: name, Settings: settings, Records: len(records)}); err != nil {
		return err
	}
	for _, r := range records {
		bw.Write(r)
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
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
