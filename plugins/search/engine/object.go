package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unsafe"
)

// Object is one record of an index, as a client sent it: any JSON object
// with a string objectID. Its fields keep their order and their encoded
// form, so a hit is written back without re-encoding the whole record.
type Object struct {
	ID     string
	Fields []Field
}

// Field is one attribute of an Object.
type Field struct {
	Name string
	// Raw is the value's compact JSON.
	Raw json.RawMessage
	// Sub holds the attributes of an object value ("hierarchy.lvl0").
	Sub []Field
}

// ParseObject reads a JSON object into an Object. The objectID must be a
// non-empty string (or a number, which Algolia accepts and stores as text).
func ParseObject(data []byte) (Object, error) {
	if !json.Valid(data) {
		var v any
		err := json.Unmarshal(data, &v)
		return Object{}, fmt.Errorf("a record must be a JSON object: %s", DescribeJSONError(err))
	}
	// Fields point into the data: it must not change under them (a
	// scanner reuses its buffer).
	fields, err := parseFields(bytes.Clone(data), 0)
	if err != nil {
		return Object{}, err
	}
	obj := Object{Fields: fields[:0:0]}
	for _, f := range fields {
		if f.Name != "objectID" {
			obj.Fields = append(obj.Fields, f)
			continue
		}
		s, ok := f.String()
		if !ok {
			if _, numErr := strconv.ParseFloat(string(f.Raw), 64); numErr != nil {
				return Object{}, fmt.Errorf("objectID must be a string")
			}
			s = string(f.Raw)
		}
		obj.ID = s
	}
	if obj.ID == "" {
		return Object{}, fmt.Errorf("objectID is missing or empty")
	}
	return obj, nil
}

// maxObjectDepth bounds the nesting ParseObject splits into sub-fields;
// deeper values stay raw JSON.
const maxObjectDepth = 2

// parseFields splits valid JSON into fields, and object values into
// sub-fields. JSON allows repeated keys; the last one wins, as in
// JavaScript.
func parseFields(data []byte, depth int) ([]Field, error) {
	fields, err := splitObject(data)
	if err != nil {
		return nil, err
	}
	out := fields[:0]
next:
	for _, f := range fields {
		if depth+1 < maxObjectDepth && len(f.Raw) > 0 && f.Raw[0] == '{' {
			if f.Sub, err = parseFields(f.Raw, depth+1); err != nil {
				return nil, fmt.Errorf("attribute %q: %w", f.Name, err)
			}
		}
		for i := range out {
			if out[i].Name == f.Name {
				out[i] = f
				continue next
			}
		}
		out = append(out, f)
	}
	return out, nil
}

// MarshalJSON writes the object back, objectID first.
func (o Object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"objectID":`)
	writeJSONString(&b, o.ID)
	for _, f := range o.Fields {
		b.WriteByte(',')
		writeJSONString(&b, f.Name)
		b.WriteByte(':')
		b.Write(f.Raw)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Lookup finds an attribute by path ("hierarchy.lvl0").
func (o *Object) Lookup(path string) (Field, bool) {
	return lookupField(o.Fields, path)
}

func lookupField(fields []Field, path string) (Field, bool) {
	name, rest, nested := strings.Cut(path, ".")
	for _, f := range fields {
		if f.Name == path {
			return f, true
		}
		if nested && f.Name == name {
			return lookupField(f.Sub, rest)
		}
	}
	return Field{}, false
}

// Texts returns the strings of a value: a string, the strings of an array,
// a number's text. Null and objects have none.
func (f Field) Texts() []string {
	if len(f.Raw) == 0 {
		return nil
	}
	switch f.Raw[0] {
	case '"':
		if s, ok := f.String(); ok {
			return []string{s}
		}
	case '[':
		var items []json.RawMessage
		if json.Unmarshal(f.Raw, &items) != nil {
			return nil
		}
		var out []string
		for _, it := range items {
			out = append(out, Field{Raw: it}.Texts()...)
		}
		return out
	case 'n', '{':
		return nil
	default: // numbers and booleans
		return []string{string(f.Raw)}
	}
	return nil
}

// Number returns a numeric value, for custom ranking.
func (f Field) Number() (float64, bool) {
	n, err := strconv.ParseFloat(string(f.Raw), 64)
	return n, err == nil
}

// String returns a string value.
func (f Field) String() (string, bool) {
	if len(f.Raw) < 2 || f.Raw[0] != '"' {
		return "", false
	}
	if bytes.IndexByte(f.Raw, '\\') < 0 {
		// A view of the record's bytes, which never change once parsed:
		// highlighting reads every attribute of every hit.
		return unsafe.String(&f.Raw[1], len(f.Raw)-2), true
	}
	var s string
	return s, json.Unmarshal(f.Raw, &s) == nil
}
