package files

import (
	"encoding/binary"
	"errors"
	"os"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
)

// A blob is a file that folio keeps between builds: protobuf messages in
// a length-delimited stream (each message's size as a varint, then the
// message: the bytes protodelim writes and reads), then a CRC-32C of
// those bytes (Checksum), little-endian. A blob that fails its checksum
// or does not decode is damaged: its reader ignores it, and the next
// build writes it again.

// ErrDamaged is the error for a blob that fails its checksum or whose
// stream is cut short.
var ErrDamaged = errors.New("damaged blob")

// deterministic marshals a message to the same bytes every time (maps in
// key order), so that blobs named by their bytes are found again.
var deterministic = proto.MarshalOptions{Deterministic: true}

// AppendMessage appends m to a stream in b.
func AppendMessage(b []byte, m proto.Message) ([]byte, error) {
	b = protowire.AppendVarint(b, uint64(deterministic.Size(m)))
	// The size was just computed for m: marshalling need not walk it again.
	return proto.MarshalOptions{Deterministic: true, UseCachedSize: true}.MarshalAppend(b, m)
}

// AppendMessages appends ms to a stream in b.
func AppendMessages[M proto.Message](b []byte, ms []M) ([]byte, error) {
	var err error
	for _, m := range ms {
		if b, err = AppendMessage(b, m); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// DecodeMessages reads the messages of the stream in body, each into a
// new message of newM; ErrDamaged when one does not decode.
func DecodeMessages[M proto.Message](body []byte, newM func() M) ([]M, error) {
	var out []M
	err := Messages(body, func(msg []byte) error {
		m := newM()
		if proto.Unmarshal(msg, m) != nil {
			return ErrDamaged
		}
		out = append(out, m)
		return nil
	})
	return out, err
}

// Messages calls f with the bytes of each message of the stream in body,
// in order, until f returns an error, which it returns. The bytes are
// body's own (proto.Unmarshal copies what it keeps). A stream cut short
// is ErrDamaged.
func Messages(body []byte, f func(message []byte) error) error {
	for len(body) > 0 {
		m, n := protowire.ConsumeBytes(body)
		if n < 0 {
			return ErrDamaged
		}
		if err := f(m); err != nil {
			return err
		}
		body = body[n:]
	}
	return nil
}

// Seal appends body's checksum to it: the bytes of a blob.
func Seal(body []byte) []byte {
	return binary.LittleEndian.AppendUint32(body, Checksum(body))
}

// WriteSealed replaces file with a blob of body (Seal), through a new
// file, whatever was there: a folder in its place too, which would make
// every later write fail.
func WriteSealed(file string, body []byte, perm os.FileMode) error {
	b := Seal(body)
	err := WriteAtomic(file, b, perm)
	if info, lerr := os.Lstat(file); err != nil && lerr == nil && info.IsDir() && os.RemoveAll(file) == nil {
		err = WriteAtomic(file, b, perm)
	}
	return err
}

// ReadSealed returns the body of the blob in file: the file's error when
// it cannot be read, ErrDamaged when it fails its checksum.
func ReadSealed(file string) ([]byte, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return Unseal(b)
}

// WriteMessage replaces file with a blob of the one message m
// (WriteSealed).
func WriteMessage(file string, m proto.Message, perm os.FileMode) error {
	b, err := AppendMessage(nil, m)
	if err != nil {
		return err
	}
	return WriteSealed(file, b, perm)
}

// ReadMessage fills m from the blob of one message in file: the file's
// error when it cannot be read, ErrDamaged when it fails its checksum or
// does not hold exactly one message that decodes.
func ReadMessage(file string, m proto.Message) error {
	body, err := ReadSealed(file)
	if err != nil {
		return err
	}
	if message, n := protowire.ConsumeBytes(body); n != len(body) || proto.Unmarshal(message, m) != nil {
		return ErrDamaged
	}
	return nil
}

// Unseal returns the body of a blob's bytes; ErrDamaged when they fail
// their checksum.
func Unseal(b []byte) ([]byte, error) {
	if len(b) < 4 {
		return nil, ErrDamaged
	}
	body := b[:len(b)-4]
	if Checksum(body) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		return nil, ErrDamaged
	}
	return body, nil
}
