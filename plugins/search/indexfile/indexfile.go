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

	"folio/plugins/search/engine"
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
	zw := gzip.NewWriter(w)
	bw := bufio.NewWriter(zw)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(header{Format: Format, Version: Version, Index: f.Name, Settings: f.Settings, Records: len(f.Objects)}); err != nil {
		return err
	}
	for _, o := range f.Objects {
		b, err := o.MarshalJSON()
		if err != nil {
			return err
		}
		bw.Write(b)
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
	tmp, err := os.CreateTemp(filepath.Dir(path), ".index-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := Write(tmp, f); err != nil {
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
