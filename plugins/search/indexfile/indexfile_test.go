package indexfile

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/plugins/search/engine"
)

func TestRoundTrip(t *testing.T) {
	var objs []engine.Object
	for _, s := range []string{`{"objectID":"1","title":"<b>One</b>","n":1}`, `{"objectID":"2","hierarchy":{"lvl0":"Docs","lvl1":null}}`} {
		o, err := engine.ParseObject([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		objs = append(objs, o)
	}
	path := filepath.Join(t.TempDir(), "docs.index")
	in := File{Name: "docs", Settings: engine.Settings{"distinct": json.RawMessage(`true`)}, Objects: objs}
	if err := WriteFile(path, in); err != nil {
		t.Fatal(err)
	}
	out, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if out.Name != "docs" || string(out.Settings["distinct"]) != "true" || len(out.Objects) != 2 {
		t.Fatalf("read back %+v", out)
	}
	for i := range objs {
		a, _ := objs[i].MarshalJSON()
		b, _ := out.Objects[i].MarshalJSON()
		if !bytes.Equal(a, b) {
			t.Errorf("record %d: wrote %s, read %s", i, a, b)
		}
	}
}

func gz(s string) *bytes.Reader {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(s))
	w.Close()
	return bytes.NewReader(b.Bytes())
}

func TestReadErrorsNameTheLine(t *testing.T) {
	header := `{"format":"folio-search-index","version":1,"index":"docs","settings":{},"records":2}` + "\n"
	cases := map[string]struct {
		data string
		want string
	}{
		"not gzip":     {"", "x.index: not a folio search index"},
		"bad header":   {`{"format":"other"}`, "x.index:1: not a folio search index header"},
		"old version":  {`{"format":"folio-search-index","version":99}`, "x.index:1: index format version 99, this folio reads version 1: rebuild the site"},
		"bad record":   {header + `{"objectID":"1"}` + "\n" + `{"title":"no id"}` + "\n", "x.index:3: objectID is missing or empty"},
		"truncated":    {header + `{"objectID":"1"}` + "\n", "x.index: header announces 2 records, file holds 1 (truncated?)"},
		"empty header": {"", ""},
	}
	for name, c := range cases {
		var r *bytes.Reader
		switch name {
		case "not gzip":
			r = bytes.NewReader([]byte("plain text"))
		case "empty header":
			r = gz("")
			c.want = "x.index: empty file"
		default:
			r = gz(c.data)
		}
		_, err := Read(r, "x.index")
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
}

// A Writer's file is members written and copied one after the other; it
// reads as one index, with the count the header learned at the end, and
// the lines read back are the lines written.
func TestWriterMembersReadAsOneIndex(t *testing.T) {
	dir := t.TempDir()
	first := filepath.Join(dir, "first.index")
	w, err := Create(first, "docs", engine.Settings{"distinct": json.RawMessage(`true`)})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := Compress([]byte(`{"objectID":"1"}` + "\n" + `{"objectID":"2"}` + "\n"))
	b, _ := Compress([]byte(`{"objectID":"3"}` + "\n"))
	offA, _ := w.Member(a, 2)
	offB, _ := w.Member(b, 1)
	committed, err := w.Commit()
	if err != nil {
		t.Fatal(err)
	}
	committed.Close()
	f, err := ReadFile(first)
	if err != nil || f.Name != "docs" || len(f.Objects) != 3 || string(f.Settings["distinct"]) != "true" {
		t.Fatalf("read back %+v, %v", f, err)
	}

	// A second file copies the first's second member and adds one.
	src, err := os.Open(first)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	second := filepath.Join(dir, "second.index")
	w, _ = Create(second, "docs", nil)
	w.CopyMember(src, offB, int64(len(b)), 1)
	w.Member(a, 2)
	committed, err = w.Commit()
	if err != nil {
		t.Fatal(err)
	}
	committed.Close()
	f, err = ReadFile(second)
	if err != nil || len(f.Objects) != 3 {
		t.Fatalf("read back %+v, %v", f, err)
	}
	var ids []string
	for _, o := range f.Objects {
		ids = append(ids, o.ID)
	}
	if strings.Join(ids, ",") != "3,1,2" {
		t.Errorf("records %v, want 3,1,2", ids)
	}
	want := `{"objectID":"1"}` + "\n" + `{"objectID":"2"}` + "\n"
	if lines, err := Decompress(a, len(want)); err != nil || string(lines) != want {
		t.Errorf("decompressed %q, %v", lines, err)
	}
	// A member is as long as its reader is told, or an error.
	for _, size := range []int{0, len(want) - 1, len(want) + 1} {
		if lines, err := Decompress(a, size); err == nil {
			t.Errorf("%d bytes decompressed as %d: %q", len(want), size, lines)
		}
	}
	damaged := bytes.Clone(a)
	damaged[len(damaged)-5] ^= 1 // the CRC
	if _, err := Decompress(damaged, len(want)); err == nil {
		t.Error("a member with a wrong CRC decompressed")
	}
	if offA == offB {
		t.Error("two members at one offset")
	}
	if m, _ := Compress(nil); m != nil {
		t.Error("no lines make a member")
	}
	// Nothing is left beside the files.
	if ents, _ := os.ReadDir(dir); len(ents) != 2 {
		t.Errorf("%d files in the folder, want 2", len(ents))
	}
}
