package docusaurus

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// orderedObject is a JSON object with its keys in the file's order, so that
// package.json keeps its layout where the import does not change it.
type orderedObject []member

type member struct {
	key   string
	value json.RawMessage
	// changed: written by the import, so indented anew; a member left
	// alone is written as the file had it.
	changed bool
}

func parseOrdered(data []byte) (orderedObject, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("not a JSON object")
	}
	var out orderedObject
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		out = append(out, member{key: tok.(string), value: raw})
	}
	return out, nil
}

func (o orderedObject) get(key string) (json.RawMessage, bool) {
	for _, m := range o {
		if m.key == key {
			return m.value, true
		}
	}
	return nil, false
}

func (o *orderedObject) set(key string, v json.RawMessage) {
	for i, m := range *o {
		if m.key == key {
			(*o)[i].value, (*o)[i].changed = v, true
			return
		}
	}
	*o = append(*o, member{key: key, value: v, changed: true})
}

func (o orderedObject) marshal(indent string) []byte {
	var b bytes.Buffer
	b.WriteString("{\n")
	for i, m := range o {
		k, _ := json.Marshal(m.key)
		var v bytes.Buffer
		if !m.changed {
			v.Write(m.value)
		} else if err := json.Indent(&v, m.value, indent, "  "); err != nil {
			v.Write(m.value)
		}
		fmt.Fprintf(&b, "%s%s: %s", indent, k, v.Bytes())
		if i < len(o)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("}\n")
	return b.Bytes()
}

// scriptCommands are the docusaurus commands a folio command replaces.
var scriptCommands = map[string]string{"start": "folio dev", "build": "folio build", "serve": "folio serve"}

// docusaurusBrought are the packages Docusaurus's own packages depend on
// that sites import without listing them: Docusaurus's templates list clsx,
// but a site that does not (the Lexical website) still finds it, through
// @docusaurus/theme-classic. Once @docusaurus/* is removed, the import adds
// those the site's code imports (siteImports).
var docusaurusBrought = map[string]string{"clsx": "^2.0.0"}

// rewritePackageJSON drops the @docusaurus/* packages, adds what folio's
// runtime and classic theme import (needs: name → version range, those
// `folio new site` lists) and what the site's code imports of the packages
// Docusaurus brought (brought: name → a file that imports it), and points
// the scripts at folio. Every other
// package and script is the site's own and stays. It returns the new file
// and a line for each change a maintainer should know about.
func rewritePackageJSON(data []byte, needs map[string]string, brought map[string]string, loaded map[string]bool) ([]byte, []string, error) {
	pkg, err := parseOrdered(data)
	if err != nil {
		return nil, nil, err
	}
	devDeps := map[string]string{}
	if raw, ok := pkg.get("devDependencies"); ok {
		_ = json.Unmarshal(raw, &devDeps)
	}
	var changes []string
	for _, field := range []string{"dependencies", "devDependencies"} {
		raw, ok := pkg.get(field)
		if !ok && field == "devDependencies" {
			continue
		}
		deps := map[string]string{}
		if ok {
			if err := json.Unmarshal(raw, &deps); err != nil {
				return nil, nil, fmt.Errorf("%s: %w", field, err)
			}
		}
		var dropped, unloaded []string
		for name := range deps {
			switch {
			case strings.HasPrefix(name, "@docusaurus/"):
				dropped = append(dropped, name)
			case loaded[name]:
				unloaded = append(unloaded, name)
			default:
				continue
			}
			delete(deps, name)
		}
		if len(dropped) > 0 {
			slices.Sort(dropped)
			changes = append(changes, fmt.Sprintf("%s: removed %s", field, strings.Join(dropped, ", ")))
		}
		if len(unloaded) > 0 {
			slices.Sort(unloaded)
			changes = append(changes, fmt.Sprintf("%s: removed %s (the config loads them as Docusaurus presets, plugins or themes, which folio does not run)", field, strings.Join(unloaded, ", ")))
		}
		if field == "dependencies" {
			for _, name := range sortedKeys(needs) {
				want := needs[name]
				have, had := deps[name]
				switch {
				case !had:
					changes = append(changes, fmt.Sprintf("dependencies: added %s@%s (folio's runtime or theme imports it)", name, want))
				case majorOf(have) != majorOf(want):
					changes = append(changes, fmt.Sprintf("dependencies: %s %s → %s (the version folio's theme is built for)", name, have, want))
				default:
					continue
				}
				deps[name] = want
			}
			for _, name := range sortedKeys(brought) {
				if _, had := deps[name]; had {
					continue
				}
				if _, dev := devDeps[name]; dev {
					continue
				}
				deps[name] = docusaurusBrought[name]
				changes = append(changes, fmt.Sprintf("dependencies: added %s@%s (%s imports it; it came with the @docusaurus/* packages, which are gone)", name, deps[name], brought[name]))
			}
		}
		out, _ := json.Marshal(deps) // sorted keys, as npm writes them
		pkg.set(field, out)
	}

	scripts := orderedObject{}
	if raw, ok := pkg.get("scripts"); ok {
		if scripts, err = parseOrdered(raw); err != nil {
			return nil, nil, fmt.Errorf("scripts: %w", err)
		}
	}
	var kept orderedObject
	for _, s := range scripts {
		var cmd string
		_ = json.Unmarshal(s.value, &cmd)
		// Variables set for the command (TYPEDOC_WATCH=true docusaurus start)
		// stay in front of it: the site's own tools may read them.
		env, fields := leadingAssignments(strings.Fields(cmd))
		if len(fields) == 0 || fields[0] != "docusaurus" {
			kept = append(kept, s)
			continue
		}
		if len(fields) == 1 {
			changes = append(changes, fmt.Sprintf("scripts.%s: removed %q", s.key, cmd))
			continue
		}
		if folio, ok := scriptCommands[fields[1]]; ok {
			folio = strings.Join(append(env, folio), " ")
			v, _ := json.Marshal(folio)
			kept = append(kept, member{key: s.key, value: v})
			changes = append(changes, fmt.Sprintf("scripts.%s: %q → %q", s.key, cmd, folio))
			continue
		}
		changes = append(changes, fmt.Sprintf("scripts.%s: removed %q (folio has no such command)", s.key, cmd))
	}
	if _, ok := kept.get("dev"); !ok {
		v, _ := json.Marshal("folio dev")
		kept = append(kept, member{key: "dev", value: v})
	}
	var compact bytes.Buffer
	_ = json.Compact(&compact, kept.marshal(""))
	pkg.set("scripts", compact.Bytes())
	return pkg.marshal("  "), changes, nil
}

// leadingAssignments splits a script's words into the NAME=value
// assignments a shell reads before a command, and the command.
func leadingAssignments(fields []string) (env, rest []string) {
	for i, f := range fields {
		name, _, ok := strings.Cut(f, "=")
		if !ok || !isShellName(name) {
			return fields[:i], fields[i:]
		}
	}
	return fields, nil
}

func isShellName(s string) bool {
	for i, r := range s {
		if !(r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

// majorOf is the major version a range asks for ("^18.2.0" → "18"); a
// site's range with the major folio needs is kept as the site wrote it.
func majorOf(r string) string {
	start := strings.IndexAny(r, "0123456789")
	if start < 0 {
		return r
	}
	end := start
	for end < len(r) && r[end] >= '0' && r[end] <= '9' {
		end++
	}
	return r[start:end]
}
