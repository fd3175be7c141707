package apiref

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// packageSlug is a package page's name: "lexical", "lexical-rich-text".
func packageSlug(name string) string {
	return strings.ReplaceAll(strings.TrimPrefix(name, "@"), "/", "-")
}

// findReadme returns the README a package ships, if any.
func findReadme(dir string) (string, bool) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", false
	}
	for _, e := range entries {
		if !e.IsDir() && strings.EqualFold(e.Name(), "README.md") {
			return filepath.Join(dir, e.Name()), true
		}
	}
	return "", false
}

// packagePage turns a package's README into a doc of the Packages
// category. Its links are made safe: links to generated pages become
// local, relative links to files of the repository go to GitHub (or are
// dropped when the repository is unknown), and same-page anchors that no
// heading has are dropped.
func (g *generator) packagePage(pkg *installedPackage, readme []byte, label string, position int) []byte {
	repo, dir := pkg.repository()
	edit := ""
	if repo != "" {
		edit = repo + "/blob/HEAD/" + path.Join(dir, "README.md")
	}
	var b strings.Builder
	frontMatter{Description: "The " + pkg.Name + " package: what it does and how to install it, from its README.", SidebarLabel: label, SidebarPosition: position, EditURL: edit}.write(&b)
	body := strings.ReplaceAll(string(readme), "\r\n", "\n")
	if !startsWithH1(body) {
		b.WriteString("# " + CodeSpan(pkg.Name) + "\n\n")
	}
	rw := readmeLinks{g: g, repo: repo, dir: dir, headings: githubSlugs(body)}
	b.WriteString(rw.rewrite(body))
	return []byte(b.String())
}

func startsWithH1(md string) bool {
	for _, line := range strings.Split(md, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		return strings.HasPrefix(line, "# ")
	}
	return false
}

// readmeLinks rewrites the link targets of one README.
type readmeLinks struct {
	g        *generator
	repo     string // "https://github.com/facebook/lexical"
	dir      string // "packages/lexical-list"
	headings map[string]bool
}

// markdownLink matches a link or image's target: the "](target" after the
// text, up to a space (a title follows) or the closing parenthesis.
var markdownLink = regexp.MustCompile(`(!?)\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^)\s>]*)>?((?:\s+"[^"]*")?)\s*\)`)

// rewrite rewrites every link outside code blocks.
func (r readmeLinks) rewrite(md string) string {
	lines := strings.Split(md, "\n")
	fence := ""
	for i, line := range lines {
		t := strings.TrimLeft(line, " ")
		if fence == "" && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")) {
			fence = t[:3]
			continue
		}
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		lines[i] = r.rewriteLine(line)
	}
	return strings.Join(lines, "\n")
}

func (r readmeLinks) rewriteLine(line string) string {
	return markdownLink.ReplaceAllStringFunc(line, func(m string) string {
		sub := markdownLink.FindStringSubmatch(m)
		bang, text, target, title := sub[1], sub[2], sub[3], sub[4]
		// The text may hold a link itself: a badge image inside a link.
		text = r.rewriteLine(text)
		newTarget, keep := r.target(target, bang == "!")
		if !keep {
			return text // the text stays; an image leaves its alt text
		}
		return bang + "[" + text + "](" + newTarget + title + ")"
	})
}

// target decides what a link points at; keep is false for a link to drop.
func (r readmeLinks) target(target string, image bool) (string, bool) {
	switch {
	case target == "":
		return target, false
	case strings.HasPrefix(target, "#"):
		return target, r.headings[strings.TrimPrefix(target, "#")]
	case strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") || strings.HasPrefix(target, "//"):
		return markdownURL(r.g.localize(target)), true
	case strings.HasPrefix(target, "/"):
		// Root-relative on GitHub means the repository root.
		return r.github(strings.TrimPrefix(target, "/"), image)
	}
	// Relative: a file of the package's folder in the repository, or
	// another documented package's README.
	file, frag, _ := strings.Cut(target, "#")
	repoPath := path.Clean(path.Join(r.dir, file))
	if url, ok := r.g.readmeURLs[strings.TrimSuffix(strings.TrimSuffix(repoPath, "/README.md"), "/")]; ok && !image {
		return url, true
	}
	if frag != "" {
		repoPath += "#" + frag
	}
	return r.github(repoPath, image)
}

// github links a file of the repository, or drops the link when the
// package does not say where its repository is.
func (r readmeLinks) github(repoPath string, image bool) (string, bool) {
	if r.repo == "" || strings.HasPrefix(repoPath, "..") {
		return "", false
	}
	kind := "blob"
	if image {
		kind = "raw"
	}
	return markdownURL(r.repo + "/" + kind + "/HEAD/" + repoPath), true
}

// githubSlugs are the ids GitHub gives a README's headings, for checking
// the README's links to its own sections.
func githubSlugs(md string) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	fence := false
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimLeft(line, " ")
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = !fence
			continue
		}
		if fence || !strings.HasPrefix(t, "#") {
			continue
		}
		text := strings.TrimSpace(strings.TrimLeft(t, "#"))
		slug := githubSlug(text)
		if n := seen[slug]; n > 0 {
			out[slug+"-"+strconv.Itoa(n)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	}
	return out
}

func githubSlug(text string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}
