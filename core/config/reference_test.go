package config

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

// docs/site-toml.md documents every key. This test walks the config types
// and fails for a key the page does not name, so adding a key means
// documenting it.
func TestReferenceDocumentsEveryKey(t *testing.T) {
	doc, err := os.ReadFile("../../docs/site-toml.md")
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	collectKeys(reflect.TypeOf(Site{}), "", map[reflect.Type]bool{}, &keys)
	if len(keys) < 40 {
		t.Fatalf("found only %d keys; the walk is broken", len(keys))
	}
	for _, k := range keys {
		if !strings.Contains(string(doc), "`"+k+"`") {
			t.Errorf("docs/site-toml.md does not document `%s`", k)
		}
	}
}

// collectKeys lists the dotted TOML keys that hold values (tables are
// sections of the page); array elements share their array's prefix, and a
// type nested in itself (dropdown items) is listed once.
func collectKeys(t reflect.Type, prefix string, seen map[reflect.Type]bool, out *[]string) {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] {
		return
	}
	seen[t] = true
	defer delete(seen, t)
	for i := range t.NumField() {
		f := t.Field(i)
		name := strings.Split(f.Tag.Get("toml"), ",")[0]
		if name == "" || name == "-" {
			continue
		}
		key := prefix + name
		elem := f.Type
		for elem.Kind() == reflect.Pointer || elem.Kind() == reflect.Slice {
			elem = elem.Elem()
		}
		if elem.Kind() == reflect.Struct {
			collectKeys(f.Type, key+".", seen, out) // a table: its keys are listed
		} else {
			*out = append(*out, key)
		}
	}
}
