package config

// CodeBlock chooses the palettes of highlighted code. Code is highlighted
// at build time; only these colours reach the browser.
type CodeBlock struct {
	// Theme colours code in light mode, DarkTheme in dark mode: "vsdark"
	// (the default for both, a dark VS-style palette), "vslight", or any
	// chroma style name ("github", "dracula", "monokai", …).
	Theme     string `toml:"theme" json:"theme,omitempty"`
	DarkTheme string `toml:"darkTheme" json:"darkTheme,omitempty"`
}
