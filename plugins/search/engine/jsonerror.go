package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// DescribeJSONError words a JSON decoding error for a client of the API:
// what was wrong and where, without the Go type names encoding/json puts
// in its messages ("cannot unmarshal number into Go struct field …").
func DescribeJSONError(err error) string {
	var syntax *json.SyntaxError
	var mistyped *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		// Syntax messages name characters, never types.
		return fmt.Sprintf("%s (at byte %d)", strings.TrimPrefix(syntax.Error(), "json: "), syntax.Offset)
	case errors.As(err, &mistyped):
		want := jsonKind(mistyped.Type)
		if mistyped.Field != "" {
			return fmt.Sprintf("%s must be %s, not %s", mistyped.Field, want, article(mistyped.Value))
		}
		return fmt.Sprintf("expected %s, not %s", want, article(mistyped.Value))
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if strings.Contains(msg, "Go ") {
		return "malformed JSON" // a decoder message we have not reworded
	}
	return msg
}

// jsonKind names what JSON a Go type decodes from.
func jsonKind(t reflect.Type) string {
	if t == nil {
		return "a JSON value"
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return "a JSON value"
}

// article puts "a" or "an" before what encoding/json says it found
// ("number", "string", "array", "object", "bool", "number 1.5").
func article(found string) string {
	if found == "" {
		return "this value"
	}
	if strings.ContainsRune("aeiou", rune(found[0])) {
		return "an " + found
	}
	return "a " + found
}

// excerptBytes is how much of a client's input an error message quotes.
const excerptBytes = 40

// Excerpt quotes the start of what a client sent, for an error message:
// enough to recognise it, never the whole of a huge input.
func Excerpt(s string) string {
	if len(s) <= excerptBytes {
		return strconv.Quote(s)
	}
	cut := excerptBytes
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + fmt.Sprintf("… (%d bytes)", len(s))
}
