package build

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/folio-docs/folio/core/files"
)

// Every kind of record reads back as it was written: a page with its
// scan and broken links, one without, and one with an empty scan.
func TestBucketRecordsReadBackAsWritten(t *testing.T) {
	records := []*pageRecord{
		{Path: "/a", Fingerprint: "f1", File: "a/index.html", Data: "assets/data/route-1.json", Plugin: "docs", PluginPath: "/a", Digest: "d1",
			Scan: &storedScan{Ids: []byte{2, 4}, Links: []byte{1, 0, 0}}, Broken: []*brokenRef{{Href: "/gone", Target: "/gone"}, {Href: "/b#x", Target: "/b", Frag: "x", Anchor: true}}},
		{Path: "/b", Fingerprint: "f2", File: "b/index.html", Plugin: "pages"},
		{Path: "/c", Fingerprint: "f3", File: "c/index.html", Scan: &storedScan{}},
	}
	b, err := files.AppendMessages(nil, records)
	if err != nil {
		t.Fatal(err)
	}
	got, err := files.DecodeMessages(b, newPageRecord)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(records) {
		t.Fatalf("read back %d records, want %d", len(got), len(records))
	}
	for i := range records {
		if !proto.Equal(got[i], records[i]) {
			t.Errorf("read back\n%v\nwant\n%v", got[i], records[i])
		}
	}
}

// A bucket file cut short anywhere, or with a bit flipped, fails its
// checksum; a bucket cut inside a record does not decode. Neither is
// read as records made up.
func TestADamagedBucketIsAnError(t *testing.T) {
	body, err := files.AppendMessages(nil, []*pageRecord{
		{Path: "/a", Fingerprint: "f1", File: "a/index.html", Scan: &storedScan{Ids: []byte{1}}, Broken: []*brokenRef{{Href: "/x"}}},
		{Path: "/b", Fingerprint: "f2"},
	})
	if err != nil {
		t.Fatal(err)
	}
	blob := files.Seal(slices.Clone(body))
	for n := range len(blob) {
		if _, err := files.Unseal(blob[:n]); err == nil {
			t.Errorf("a bucket file cut to %d of %d bytes passed its checksum", n, len(blob))
		}
	}
	for i := range len(blob) * 8 {
		flipped := slices.Clone(blob)
		flipped[i/8] ^= 1 << (i % 8)
		if _, err := files.Unseal(flipped); err == nil {
			t.Errorf("a bucket file with bit %d flipped passed its checksum", i)
		}
	}
	first := int(body[0]) + 1 // the first record: its size (one byte here), then its bytes
	for n := 1; n < len(body); n++ {
		if n == first {
			continue // a whole record: the checksum and the head's record count catch a bucket cut here
		}
		if _, err := files.DecodeMessages(body[:n], newPageRecord); err == nil {
			t.Errorf("a bucket cut to %d of %d bytes inside a record was read", n, len(body))
		}
	}
}

// A bucket file whose checksum holds but whose records do not decode is
// not used, and the next write of its name writes it again.
func TestABucketThatDoesNotDecodeIsWrittenAgain(t *testing.T) {
	main := filepath.Join(t.TempDir(), "build-x.gob")
	body, err := files.AppendMessages(nil, []*pageRecord{{Path: "/a", Fingerprint: "f1", File: "a/index.html"}})
	if err != nil {
		t.Fatal(err)
	}
	name, blob, err := writeCacheFile(main, "seed", slices.Clone(body))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(filepath.Dir(main), name)
	// A stream cut inside its first record, under a checksum of its own.
	if err := os.WriteFile(file, files.Seal([]byte{0xff}), 0o644); err != nil {
		t.Fatal(err)
	}
	checkedBlobs.Clear()
	if _, err := readBlobs(main, []string{name}, newPageRecord); err == nil {
		t.Fatal("a bucket that does not decode was read")
	}
	if _, _, err := writeCacheFile(main, "seed", slices.Clone(body)); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(file); !slices.Equal(got, blob) {
		t.Errorf("the bucket file holds %q after the write, want its records again", got)
	}
	if _, err := readBlobs(main, []string{name}, newPageRecord); err != nil {
		t.Error("the bucket written again does not read")
	}
}

// sameRecord, which lets a bucket keep its file's name unencoded, tells
// apart two records that differ in any one field of store.proto's
// PageRecord or of a message in it: a field added to the schema and not
// to sameRecord fails here.
func TestSameRecordSeesEveryField(t *testing.T) {
	full := func() *pageRecord {
		return &pageRecord{Path: "/a", Fingerprint: "f", File: "a/index.html", Data: "d.json", Plugin: "docs", PluginPath: "/a", Digest: "g",
			Scan: &storedScan{Ids: []byte{1}, Links: []byte{2}}, Broken: []*brokenRef{{Href: "h", Target: "t", Frag: "x", Anchor: true}}}
	}
	if !sameRecord(full(), full()) {
		t.Fatal("two equal records are not the same")
	}
	// change sets every field of m, one at a time, to another value and
	// checks that the records differ.
	var change func(name string, m protoreflect.Message, mutated func() *pageRecord)
	change = func(name string, m protoreflect.Message, mutated func() *pageRecord) {
		fields := m.Descriptor().Fields()
		for i := range fields.Len() {
			fd := fields.Get(i)
			field := name + "." + string(fd.Name())
			switch {
			case fd.Kind() == protoreflect.MessageKind && fd.IsList():
				b := mutated()
				msg := fieldOwner(b, name).Get(fd).List().Get(0).Message()
				change(field+"[0]", msg, mutated)
				b = mutated()
				fieldOwner(b, name).Mutable(fd).List().Truncate(0)
				if sameRecord(full(), b) {
					t.Errorf("%s emptied: the records are the same", field)
				}
			case fd.Kind() == protoreflect.MessageKind:
				change(field, m.Get(fd).Message(), mutated)
				b := mutated()
				fieldOwner(b, name).Clear(fd)
				if sameRecord(full(), b) {
					t.Errorf("%s cleared: the records are the same", field)
				}
			default:
				b := mutated()
				owner := fieldOwner(b, name)
				switch fd.Kind() {
				case protoreflect.StringKind:
					owner.Set(fd, protoreflect.ValueOfString(owner.Get(fd).String()+"+"))
				case protoreflect.BytesKind:
					owner.Set(fd, protoreflect.ValueOfBytes(append(slices.Clone(owner.Get(fd).Bytes()), 9)))
				case protoreflect.BoolKind:
					owner.Set(fd, protoreflect.ValueOfBool(!owner.Get(fd).Bool()))
				default:
					t.Fatalf("%s: a %s field, which this test cannot change", field, fd.Kind())
				}
				if sameRecord(full(), b) {
					t.Errorf("%s changed: the records are the same", field)
				}
			}
		}
	}
	change("", full().ProtoReflect(), full)
}

// fieldOwner walks r along name (".broken[0]") to that message.
func fieldOwner(r *pageRecord, name string) protoreflect.Message {
	m := r.ProtoReflect()
	for _, part := range strings.Split(strings.TrimPrefix(name, "."), ".") {
		if part == "" {
			continue
		}
		fd := m.Descriptor().Fields().ByName(protoreflect.Name(strings.TrimSuffix(part, "[0]")))
		if strings.HasSuffix(part, "[0]") {
			m = m.Mutable(fd).List().Get(0).Message()
		} else {
			m = m.Mutable(fd).Message()
		}
	}
	return m
}
