package records

import "strings"

// sectionFinder names a page's area for lvl0 from the page chrome, in this
// order: the nearest category in the breadcrumbs, the active sidebar
// category, the active navbar item. A docsearch:lvl0 meta tag, read
// elsewhere, wins over all of them.
type sectionFinder struct {
	active              []*capture
	crumb, menu, navbar string // the last non-empty text of each kind
}

type captureKind int

const (
	crumbText captureKind = iota
	menuText
	navbarText
)

// capture collects the text of one element of the page chrome.
type capture struct {
	kind captureKind
	text strings.Builder
}

// open starts capturing an element's text if it is one of those the
// section is read from.
func (s *sectionFinder) open(a *attrs) *capture {
	var c *capture
	switch {
	case a.hasClass("breadcrumbs__item") && !a.hasClass("breadcrumbs__item--active"):
		c = &capture{kind: crumbText}
	case a.hasClass("menu__link--sublist") && a.hasClass("menu__link--active"):
		c = &capture{kind: menuText}
	case a.hasClass("navbar__link--active"):
		c = &capture{kind: navbarText}
	default:
		return nil
	}
	s.active = append(s.active, c)
	return c
}

func (s *sectionFinder) text(t string) {
	for _, c := range s.active {
		c.text.WriteString(t)
	}
}

func (s *sectionFinder) close(c *capture) {
	if c == nil {
		return
	}
	for i := len(s.active) - 1; i >= 0; i-- {
		if s.active[i] == c {
			s.active = append(s.active[:i], s.active[i+1:]...)
			break
		}
	}
	t := collapseSpace(c.text.String())
	if t == "" {
		return // the home crumb is an icon
	}
	switch c.kind {
	case crumbText:
		s.crumb = t
	case menuText:
		s.menu = t
	case navbarText:
		s.navbar = t
	}
}

func (s *sectionFinder) best() string {
	for _, t := range []string{s.crumb, s.menu, s.navbar} {
		if t != "" {
			return t
		}
	}
	return ""
}
