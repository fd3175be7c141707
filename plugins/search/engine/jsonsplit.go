package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// splitObject splits a JSON object into its members without decoding the
// values: a search service loads ten thousand records at start, and
// encoding/json's token reader made that the slowest step. The input must
// already be valid JSON (json.Valid); values are returned compact.
func splitObject(data []byte) ([]Field, error) {
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return nil, errNotObject
	}
	i++
	var fields []Field
	for {
		i = skipSpace(data, i)
		if i < len(data) && data[i] == '}' {
			return fields, nil
		}
		if i >= len(data) || data[i] != '"' {
			return nil, errNotObject
		}
		end := stringEnd(data, i)
		name, err := unquote(data[i:end])
		if err != nil {
			return nil, err
		}
		i = skipSpace(data, end)
		if i >= len(data) || data[i] != ':' {
			return nil, errNotObject
		}
		i = skipSpace(data, i+1)
		vEnd := valueEnd(data, i)
		raw := compact(data[i:vEnd])
		fields = append(fields, Field{Name: name, Raw: raw})
		i = skipSpace(data, vEnd)
		if i < len(data) && data[i] == ',' {
			i++
			continue
		}
		if i < len(data) && data[i] == '}' {
			return fields, nil
		}
		return nil, errNotObject
	}
}

var errNotObject = errors.New("a record must be a JSON object")

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\r' || b[i] == '\t') {
		i++
	}
	return i
}

// stringEnd returns the offset after the string starting at b[i] == '"'.
func stringEnd(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(b)
}

// valueEnd returns the offset after the value starting at b[i].
func valueEnd(b []byte, i int) int {
	if i >= len(b) {
		return i
	}
	switch b[i] {
	case '"':
		return stringEnd(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				j = stringEnd(b, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
		}
		return len(b)
	}
	j := i
	for j < len(b) && b[j] != ',' && b[j] != '}' && b[j] != ']' && b[j] != ' ' && b[j] != '\n' && b[j] != '\r' && b[j] != '\t' {
		j++
	}
	return j
}

// unquote decodes a JSON string; most names need no unescaping.
func unquote(s []byte) (string, error) {
	if bytes.IndexByte(s, '\\') < 0 {
		return string(s[1 : len(s)-1]), nil
	}
	var out string
	if err := json.Unmarshal(s, &out); err != nil {
		return "", fmt.Errorf("invalid attribute name %s", s)
	}
	return out, nil
}

// compact removes white space outside strings, copying only when there
// is some.
func compact(v []byte) []byte {
	needs := false
	for i := 0; i < len(v) && !needs; i++ {
		switch v[i] {
		case '"':
			i = stringEnd(v, i) - 1
		case ' ', '\n', '\r', '\t':
			needs = true
		}
	}
	if !needs {
		return v
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, v); err != nil {
		return v
	}
	return buf.Bytes()
}
