package markdown

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// splitFrontMatter separates a leading YAML block fenced by "---" lines
// from the body. bodyLine is the 1-based line where the body starts, so
// errors in the body can still name the right line of the file.
func splitFrontMatter(src []byte) (fm, body []byte, bodyLine int) {
	if !bytes.HasPrefix(src, []byte("---\n")) && !bytes.HasPrefix(src, []byte("---\r\n")) {
		return nil, src, 1
	}
	start := bytes.IndexByte(src, '\n') + 1
	rest := src[start:]
	for off := 0; off < len(rest); {
		end := bytes.IndexByte(rest[off:], '\n')
		line := rest[off:]
		if end >= 0 {
			line = rest[off : off+end]
		}
		if string(bytes.TrimRight(line, "\r")) == "---" {
			fm = rest[:off]
			next := off + len(line)
			if end >= 0 {
				next++
			}
			return fm, rest[next:], 2 + bytes.Count(fm, []byte("\n")) + 1
		}
		if end < 0 {
			break
		}
		off += end + 1
	}
	// No closing fence: not front matter after all.
	return nil, src, 1
}

var yamlLine = regexp.MustCompile(`line (\d+)`)

// parseFrontMatter decodes the YAML block. Errors name the file and the
// line in the file (the YAML starts on line 2).
func parseFrontMatter(file string, fm []byte) (map[string]any, error) {
	out := map[string]any{}
	if len(bytes.TrimSpace(fm)) == 0 {
		return out, nil
	}
	if err := yaml.Unmarshal(fm, &out); err != nil {
		line := 2
		var te *yaml.TypeError
		msg := err.Error()
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			n, _ := strconv.Atoi(m[1])
			line = n + 1
		}
		if errors.As(err, &te) && len(te.Errors) > 0 {
			msg = te.Errors[0]
		}
		return nil, &Error{File: file, Line: line, Column: 1, Msg: "front matter: " + trimYAMLPrefix(msg)}
	}
	return out, nil
}

var yamlPrefix = regexp.MustCompile(`^yaml: (line \d+: )?`)

func trimYAMLPrefix(s string) string { return yamlPrefix.ReplaceAllString(s, "") }

// Error is a content error with its position in the source file.
type Error struct {
	File   string
	Line   int
	Column int
	Msg    string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
}
