package blog

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/folio-docs/folio/core/diag"
)

// Author is one author as the theme receives it.
type Author struct {
	Key         string            `json:"key,omitempty" yaml:"-"`
	Name        string            `json:"name" yaml:"name"`
	Title       string            `json:"title,omitempty" yaml:"title"`
	URL         string            `json:"url,omitempty" yaml:"url"`
	ImageURL    string            `json:"imageURL,omitempty" yaml:"image_url"`
	Email       string            `json:"email,omitempty" yaml:"email"`
	Description string            `json:"description,omitempty" yaml:"description"`
	Socials     map[string]string `json:"socials,omitempty" yaml:"socials"`
	Page        authorPage        `json:"-" yaml:"page"`
	// Permalink is the author's own page, when the author has one.
	Permalink string `json:"permalink,omitempty" yaml:"-"`
}

// authorPage is `page: true`, or `page: {permalink: /blog/authors/x}`.
type authorPage struct {
	On        bool
	Permalink string
}

func (p *authorPage) UnmarshalYAML(n *yaml.Node) error {
	var on bool
	if n.Kind == yaml.ScalarNode && n.Decode(&on) == nil {
		p.On = on
		return nil
	}
	var table struct {
		Permalink string `yaml:"permalink"`
	}
	if err := n.Decode(&table); err != nil {
		return fmt.Errorf("line %d: page must be true, false or {permalink: ...}", n.Line)
	}
	p.On, p.Permalink = true, table.Permalink
	return nil
}

// loadAuthors reads the authors file; a missing file means no shared
// authors. Unknown keys are errors naming the line, as in site.toml.
func loadAuthors(path, display string) (map[string]*Author, error) {
	src, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]*Author{}, nil
	}
	if err != nil {
		return nil, err
	}
	out := map[string]*Author{}
	dec := yaml.NewDecoder(bytes.NewReader(src))
	dec.KnownFields(true)
	if err := dec.Decode(&out); err != nil && !errors.Is(err, io.EOF) {
		return nil, yamlError(display, err)
	}
	for key, a := range out {
		if a == nil || strings.TrimSpace(a.Name) == "" {
			return nil, &diag.Diagnostic{Severity: diag.Error, File: display, Line: keyLine(src, key), Column: 1, Message: fmt.Sprintf("author %q needs a name", key)}
		}
		a.Key = key
		a.Socials = normaliseSocials(a.Socials)
	}
	return out, nil
}

var yamlLine = regexp.MustCompile(`line (\d+)`)

func yamlError(file string, err error) error {
	msg := err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	line := 1
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
	}
	msg = regexp.MustCompile(`^(yaml: )?(unmarshal errors:\n\s*)?(line \d+: )?`).ReplaceAllString(msg, "")
	return &diag.Diagnostic{Severity: diag.Error, File: file, Line: line, Column: 1, Message: msg}
}

func keyLine(src []byte, key string) int {
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(key) + `\s*:`)
	if loc := re.FindIndex(src); loc != nil {
		return 1 + bytes.Count(src[:loc[0]], []byte("\n"))
	}
	return 1
}

// inlineAuthor reads an author written in a post's front matter.
func inlineAuthor(m map[string]any) (*Author, error) {
	b, err := yaml.Marshal(m)
	if err != nil {
		return nil, err
	}
	var a Author
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&a); err != nil {
		return nil, errors.New(regexp.MustCompile(`^yaml: (unmarshal errors:\n\s*)?(line \d+: )?`).ReplaceAllString(err.Error(), ""))
	}
	if strings.TrimSpace(a.Name) == "" {
		return nil, errors.New("an author written inline needs a name")
	}
	if a.Page.On {
		return nil, errors.New("only authors of the authors file can have a page")
	}
	a.Socials = normaliseSocials(a.Socials)
	return &a, nil
}

// socialProfiles turns a handle into a profile URL for the networks
// authors most often name; a full URL is kept as written.
var socialProfiles = map[string]string{
	"github":        "https://github.com/",
	"x":             "https://x.com/",
	"twitter":       "https://twitter.com/",
	"linkedin":      "https://www.linkedin.com/in/",
	"stackoverflow": "https://stackoverflow.com/users/",
	"bluesky":       "https://bsky.app/profile/",
	"threads":       "https://www.threads.net/@",
	"mastodon":      "https://mastodon.social/@",
	"instagram":     "https://www.instagram.com/",
}

func normaliseSocials(in map[string]string) map[string]string {
	if len(in) == 0 {
		return nil
	}
	out := make(map[string]string, len(in))
	for name, v := range in {
		v = strings.TrimSpace(v)
		if prefix, known := socialProfiles[name]; known && !strings.Contains(v, "://") {
			v = prefix + strings.TrimPrefix(v, "@")
		}
		out[name] = v
	}
	return out
}

// sortedAuthors lists authors by name, for the authors page.
func sortedAuthors(m map[string]*Author) []*Author {
	out := make([]*Author, 0, len(m))
	for _, a := range m {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return strings.ToLower(out[i].Name) < strings.ToLower(out[j].Name) })
	return out
}
