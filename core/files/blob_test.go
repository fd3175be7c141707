package files

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"google.golang.org/protobuf/encoding/protodelim"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// A blob's messages read back in order, with protodelim's framing (a
// reader in another language reads them as any length-delimited stream);
// a blob cut short or with a bit flipped is ErrDamaged.
func TestBlobMessagesReadBackAndDamageIsFound(t *testing.T) {
	words := []string{"alpha", "", "a longer message of more than one hundred and twenty-seven bytes, so that its size takes two bytes of varint......"}
	var body []byte
	for _, w := range words {
		var err error
		if body, err = AppendMessage(body, wrapperspb.String(w)); err != nil {
			t.Fatal(err)
		}
	}
	blob := Seal(slices.Clone(body))
	got, err := Unseal(blob)
	if err != nil {
		t.Fatal(err)
	}
	var read []string
	if err := Messages(got, func(m []byte) error {
		var s wrapperspb.StringValue
		if err := proto.Unmarshal(m, &s); err != nil {
			return err
		}
		read = append(read, s.Value)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(read, words) {
		t.Errorf("read %q, want %q", read, words)
	}
	// The same stream as protodelim writes and reads.
	var want bytes.Buffer
	for _, w := range words {
		if _, err := (protodelim.MarshalOptions{MarshalOptions: proto.MarshalOptions{Deterministic: true}}).MarshalTo(&want, wrapperspb.String(w)); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(body, want.Bytes()) {
		t.Error("the stream is not protodelim's length-delimited form")
	}
	for n := range len(blob) {
		if _, err := Unseal(blob[:n]); !errors.Is(err, ErrDamaged) {
			t.Errorf("a blob cut to %d of %d bytes: %v, want ErrDamaged", n, len(blob), err)
		}
	}
	for i := range len(blob) * 8 {
		b := slices.Clone(blob)
		b[i/8] ^= 1 << (i % 8)
		if _, err := Unseal(b); !errors.Is(err, ErrDamaged) {
			t.Errorf("a blob with bit %d flipped: %v, want ErrDamaged", i, err)
		}
	}
	if err := Messages(body[:len(body)-1], func([]byte) error { return nil }); !errors.Is(err, ErrDamaged) {
		t.Errorf("a stream cut inside its last message: %v, want ErrDamaged", err)
	}
}
