package sdk

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// DecodeOptions reads a plugin's [plugins.options] table (the JSON in
// LoadRequest.OptionsJson and PostBuildRequest.OptionsJson) over the
// defaults already in into. A key the options do not have is an error, so
// a misspelt key does not silently keep its default; the error names the
// option it most likely meant (`unknown option "sidebarpath"; did you mean
// sidebarPath?`). No options at all leave into as it is.
func DecodeOptions(raw []byte, into any) error {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	err := dec.Decode(into)
	if err == nil {
		return nil
	}
	// encoding/json says `json: unknown field "name"`, with no other form
	// to test for.
	quoted, ok := strings.CutPrefix(err.Error(), "json: unknown field ")
	name, uerr := strconv.Unquote(quoted)
	if !ok || uerr != nil {
		return err
	}
	msg := fmt.Sprintf("unknown option %q", name)
	if s := NearestName(name, optionNames(reflect.TypeOf(into), nil, map[reflect.Type]bool{})); s != "" {
		msg += "; did you mean " + s + "?"
	}
	return fmt.Errorf("%s", msg)
}

// optionNames lists the JSON names of t's fields, nested tables' included
// (the error does not say at which depth the unknown key was).
func optionNames(t reflect.Type, names []string, seen map[reflect.Type]bool) []string {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] {
		return names
	}
	seen[t] = true
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case name == "-":
			continue
		case f.Anonymous && name == "":
			names = optionNames(f.Type, names, seen)
			continue
		case name == "":
			name = f.Name
		}
		names = append(names, name)
		names = optionNames(f.Type, names, seen)
	}
	return names
}
