package markdown

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/folio-docs/folio/core/diag"
)

// The YAML block starts on the second line of the file, after "---".
const frontMatterFirstLine = 2

// splitFrontMatter separates a leading YAML block fenced by "---" lines
// from the body. bodyLine is the 1-based line where the body starts, so
// positions in the body can still name the right line of the file.
func splitFrontMatter(src []byte) (fm, body []byte, bodyLine int) {
	line, rest, ok := cutLine(src)
	if !ok || !isFence(line) {
		return nil, src, 1
	}
	for off := len(src) - len(rest); ; {
		line, after, ok := cutLine(src[off:])
		if isFence(line) {
			fm = src[len(src)-len(rest) : off]
			return fm, after, frontMatterFirstLine + bytes.Count(fm, []byte{'\n'}) + 1
		}
		if !ok {
			// No closing fence: not front matter after all.
			return nil, src, 1
		}
		off = len(src) - len(after)
	}
}

// fencedLanguage matches a first line such as "---js" or "---toml":
// gray-matter, which Docusaurus reads front matter with, takes the word as
// the block's language and runs a "js" or "javascript" block as code.
// folio reads YAML only and runs nothing from a page.
var fencedLanguage = regexp.MustCompile(`^---[ \t]*([A-Za-z][A-Za-z0-9_-]*)[ \t]*\r?$`)

// foreignFrontMatter refuses a front matter block in another language than
// YAML, at its first line, rather than letting the block be read as the
// page's text (an MDX page then failed with an acorn error).
func foreignFrontMatter(file string, src []byte) error {
	line, _, _ := cutLine(src)
	m := fencedLanguage.FindSubmatch(line)
	if m == nil {
		return nil
	}
	return &diag.Diagnostic{
		Severity: diag.Error, File: file, Line: 1, Column: 4,
		Message: fmt.Sprintf("front matter: %q front matter is not read; folio reads YAML front matter only, between two --- lines (and never runs code from a page): write the values as YAML after a plain ---", string(m[1])),
	}
}

// cutLine returns the first line of b without its line break, and what
// follows. ok is false when b holds no line break.
func cutLine(b []byte) (line, rest []byte, ok bool) {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		return b, nil, false
	}
	return bytes.TrimSuffix(b[:i], []byte{'\r'}), b[i+1:], true
}

func isFence(line []byte) bool {
	return string(bytes.TrimRight(line, " \t")) == "---"
}

// pageSettings are the front matter keys the pipeline itself reads.
type pageSettings struct {
	title, description string
	tocMin, tocMax     int // 0 when the page does not set them
	hideTOC            bool
}

// parseFrontMatter decodes the YAML block and checks the keys the pipeline
// uses. Errors name the file, and the line and column in the file.
func parseFrontMatter(file string, fm []byte) (map[string]any, pageSettings, error) {
	out := map[string]any{}
	var settings pageSettings
	if len(bytes.TrimSpace(fm)) == 0 {
		return out, settings, nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(fm, &doc); err != nil {
		return nil, settings, yamlError(file, fm, err)
	}
	if len(doc.Content) == 0 {
		return out, settings, nil
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, settings, nodeError(file, root, "front matter must be a mapping of keys to values")
	}
	if err := root.Decode(&out); err != nil {
		return nil, settings, yamlError(file, fm, err)
	}
	settings, err := readSettings(file, root)
	return out, settings, err
}

// readSettings type-checks the keys the pipeline reads. It works on the
// YAML nodes, not the decoded map, so a wrong value is reported at its
// exact line and column.
func readSettings(file string, root *yaml.Node) (pageSettings, error) {
	var s pageSettings
	var minNode, maxNode *yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		key, value := root.Content[i].Value, root.Content[i+1]
		var err error
		switch key {
		case "title":
			s.title, err = scalarString(file, key, value)
		case "description":
			s.description, err = scalarString(file, key, value)
		case "toc_min_heading_level":
			s.tocMin, err = headingLevel(file, key, value)
			minNode = value
		case "toc_max_heading_level":
			s.tocMax, err = headingLevel(file, key, value)
			maxNode = value
		case "hide_table_of_contents":
			if value.Kind != yaml.ScalarNode || value.Decode(&s.hideTOC) != nil {
				err = nodeError(file, value, key+" must be true or false, got "+describe(value))
			}
		}
		if err != nil {
			return s, err
		}
	}
	if minNode != nil && maxNode != nil && s.tocMin > s.tocMax {
		return s, nodeError(file, maxNode, "toc_max_heading_level ("+maxNode.Value+") must not be lower than toc_min_heading_level ("+minNode.Value+")")
	}
	return s, nil
}

func scalarString(file, key string, n *yaml.Node) (string, error) {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return "", nodeError(file, n, key+" must be text, got "+describe(n))
	}
	return n.Value, nil
}

func headingLevel(file, key string, n *yaml.Node) (int, error) {
	level, err := strconv.Atoi(n.Value)
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" || err != nil || level < minTOCLevel || level > maxTOCLevel {
		return 0, nodeError(file, n, key+" must be a whole number from 2 to 6, got "+describe(n))
	}
	return level, nil
}

// describe quotes a value for an error message.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	return strconv.Quote(n.Value)
}

func nodeError(file string, n *yaml.Node, msg string) error {
	return &diag.Diagnostic{Severity: diag.Error, File: file, Line: n.Line + frontMatterFirstLine - 1, Column: n.Column, Message: "front matter: " + msg}
}

var (
	yamlLine   = regexp.MustCompile(`line (\d+)`)
	yamlPrefix = regexp.MustCompile(`^(yaml: )?(unmarshal errors:\s*)?(line \d+: )?`)
)

// yamlParserProblems are the problems YAML's parser (as opposed to its
// scanner) reports; yaml.v3 prints their line counted from 0, and the
// scanner's from 1.
var yamlParserProblems = map[string]bool{
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"did not find expected '-' indicator":    true,
	"did not find expected <document start>": true,
	"did not find expected <stream-start>":   true,
	"did not find expected key":              true,
	"did not find expected node content":     true,
	"found duplicate %TAG directive":         true,
	"found duplicate %YAML directive":        true,
	"found incompatible YAML document":       true,
	"found undefined tag handle":             true,
}

// yamlError turns a YAML parser error into an Error with the file's line.
// The parser reports only a line; the column is where that line's text
// starts, which is where the eye should go.
func yamlError(file string, fm []byte, err error) error {
	msg := err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	yamlLineNo := 0 // what a missing line number means for either count
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		yamlLineNo, _ = strconv.Atoi(m[1])
	}
	msg = yamlPrefix.ReplaceAllString(msg, "")
	if yamlParserProblems[msg] || yamlLineNo == 0 {
		yamlLineNo++
	}
	// Other line numbers in the text ("already defined at line 1") are
	// YAML lines too: say them as file lines.
	msg = yamlLine.ReplaceAllStringFunc(msg, func(s string) string {
		n, _ := strconv.Atoi(strings.TrimPrefix(s, "line "))
		return "line " + strconv.Itoa(n+frontMatterFirstLine-1)
	})
	line, column := yamlLineNo, firstTextColumn(fm, yamlLineNo)
	// An unclosed [ or { is reported where the parser gave up (often the
	// end of the block); the mistake is at the bracket left open.
	if closer, ok := flowClosers[msg]; ok {
		if l, c, found := unclosedFlow(fm, closer); found {
			line, column = l, c
		}
	}
	return &diag.Diagnostic{
		Severity: diag.Error,
		File:     file,
		Line:     line + frontMatterFirstLine - 1,
		Column:   column,
		Message:  "front matter: " + msg,
	}
}

// flowClosers maps the parser's complaints about flow collections to the
// bracket that closes them.
var flowClosers = map[string]byte{
	"did not find expected ',' or ']'": ']',
	"did not find expected ',' or '}'": '}',
}

// unclosedFlow finds the first [ or { (as closer says) that is never
// closed, skipping quoted text and comments, and returns its 1-based line
// and character column within the YAML block.
func unclosedFlow(fm []byte, closer byte) (line, column int, ok bool) {
	opener := byte('[')
	if closer == '}' {
		opener = '{'
	}
	var open []int // offsets of the brackets still open
	var quote byte
	for i := 0; i < len(fm); i++ {
		c := fm[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else if c == '\\' && quote == '"' {
				i++
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || fm[i-1] == ' ' || fm[i-1] == '\n'):
			for i < len(fm) && fm[i] != '\n' {
				i++
			}
		case c == opener:
			open = append(open, i)
		case c == closer && len(open) > 0:
			open = open[:len(open)-1]
		}
	}
	if len(open) == 0 {
		return 0, 0, false
	}
	line, column = diag.Position(fm, open[0])
	return line, column, true
}

// firstTextColumn is the 1-based column of the first non-blank character
// on the given 1-based line of b, or 1.
func firstTextColumn(b []byte, line int) int {
	for i := 1; i < line; i++ {
		_, rest, ok := cutLine(b)
		if !ok {
			return 1
		}
		b = rest
	}
	text, _, _ := cutLine(b)
	return len(text) - len(bytes.TrimLeft(text, " \t")) + 1
}
