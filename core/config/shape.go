package config

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"
)

// checkShape compares the decoded TOML tree with the Go types, before any
// typed decoding. BurntSushi/toml stops at the first wrong type, drops the
// array index from the key it names, and matches keys case-insensitively;
// walking the tree ourselves reports every unknown key and wrong type, each
// with its full indexed key, and holds keys to their exact spelling.
func checkShape(tree map[string]any, r *reporter) {
	checkTable(tree, reflect.TypeFor[Site](), nil, r)
}

func checkTable(tbl map[string]any, t reflect.Type, p keyPath, r *reporter) {
	fields := tomlFields(t)
	names := make([]string, 0, len(tbl))
	for name := range tbl {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if t == reflect.TypeFor[Site]() && name == "themeConfig" {
			checkCoreThemeKeys(tbl[name], p.key(name), r)
			continue
		}
		ft, ok := fields[name]
		if !ok {
			r.at(p.key(name), "%s", unknownKey(name, mapKeys(fields)))
			continue
		}
		checkValue(tbl[name], ft, p.key(name), r)
	}
}

func checkValue(v any, t reflect.Type, p keyPath, r *reporter) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if s, isShape := reflect.Zero(t).Interface().(tomlShape); isShape {
		if msg := s.shapeError(v); msg != "" {
			r.at(p, "%s", msg)
		}
		return
	}
	ok := true
	switch t.Kind() {
	case reflect.String:
		_, ok = v.(string)
	case reflect.Bool:
		_, ok = v.(bool)
	case reflect.Int, reflect.Int64:
		_, ok = v.(int64)
	case reflect.Struct:
		var tbl map[string]any
		if tbl, ok = v.(map[string]any); ok {
			checkTable(tbl, t, p, r)
		}
	case reflect.Map:
		var tbl map[string]any
		// A map of any is a free-form table (plugin options, customFields):
		// whatever it holds is the consumer's business.
		if tbl, ok = v.(map[string]any); ok && t.Elem().Kind() != reflect.Interface {
			for name, item := range tbl {
				checkValue(item, t.Elem(), p.key(name), r)
			}
		}
	case reflect.Slice:
		var items []any
		if items, ok = asList(v); ok {
			for i, item := range items {
				checkValue(item, t.Elem(), p.at(i), r)
			}
		}
	default:
		panic(fmt.Sprintf("config: no TOML shape for Go type %s", t))
	}
	if !ok {
		r.at(p, "expected %s, got %s", describeType(t), describeValue(v))
	}
}

// checkCoreThemeKeys checks the types of the themeConfig keys the core
// reads; the theme's schema judges the rest, unknown keys included
// (Site.CheckThemeConfig).
func checkCoreThemeKeys(v any, p keyPath, r *reporter) {
	tbl, ok := v.(map[string]any)
	if !ok {
		r.at(p, "expected a table, got %s", describeValue(v))
		return
	}
	fields := tomlFields(reflect.TypeFor[ThemeConfig]())
	for _, key := range coreThemeKeys {
		sub, ok := tbl[key].(map[string]any)
		if !ok {
			continue // absent, or of a shape the theme's schema will name
		}
		t := fields[key]
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		known := tomlFields(t)
		for name, item := range sub {
			if ft, ok := known[name]; ok {
				checkValue(item, ft, p.key(key).key(name), r)
			}
		}
	}
}

func mapKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

// tomlFields maps the TOML names of t's fields to their types.
func tomlFields(t reflect.Type) map[string]reflect.Type {
	fields := make(map[string]reflect.Type, t.NumField())
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
		if name == "" || name == "-" {
			continue
		}
		fields[name] = f.Type
	}
	return fields
}

func describeType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean"
	case reflect.Int, reflect.Int64:
		return "an integer"
	case reflect.Struct, reflect.Map:
		return "a table"
	case reflect.Slice:
		elem := t.Elem()
		for elem.Kind() == reflect.Pointer {
			elem = elem.Elem()
		}
		if elem.Kind() == reflect.Struct {
			return "an array of tables"
		}
		return "an array of " + strings.TrimPrefix(strings.TrimPrefix(describeType(elem), "a "), "an ") + "s"
	}
	return t.String()
}

func describeValue(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case bool:
		return "a boolean"
	case time.Time:
		return "a datetime"
	case map[string]any:
		return "a table"
	case []map[string]any:
		return "an array of tables"
	case []any:
		return "an array"
	}
	return fmt.Sprintf("%T", v)
}
