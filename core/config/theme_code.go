package config

// CodeBlock chooses the palettes of highlighted code. Code is highlighted
// at build time; only these colours reach the browser.
type CodeBlock struct {
	// Theme colours code in light mode, DarkTheme in dark mode: "vsdark"
	// (the default for both, a dark VS-style palette), "vslight", or any
	// chroma style name ("github", "dracula", "monokai", …).
	Theme     string `toml:"theme" json:"theme,omitempty"`
	DarkTheme string `toml:"darkTheme" json:"darkTheme,omitempty"`
	// MagicComments are the comments in code that give lines a class
	// instead of showing (Docusaurus's prism.magicComments); unset means
	// Docusaurus's default, highlight-next-line and highlight-start/-end.
	MagicComments []MagicComment `toml:"magicComments" json:"magicComments,omitempty"`
}

// MagicComment is one kind of magic comment (core/markdown.MagicComment,
// which the plugins decode from the same JSON).
type MagicComment struct {
	ClassName string             `toml:"className" json:"className" ts:",required"`
	Line      string             `toml:"line" json:"line,omitempty"`
	Block     *MagicCommentBlock `toml:"block" json:"block,omitempty"`
}

type MagicCommentBlock struct {
	Start string `toml:"start" json:"start" ts:",required"`
	End   string `toml:"end" json:"end" ts:",required"`
}
