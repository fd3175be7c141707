package config

// Docs tunes the doc pages of the classic theme.
type Docs struct {
	Sidebar DocsSidebar `toml:"sidebar" json:"sidebar"`
	// VersionPersistence is where the preferred docs version is kept:
	// "localStorage" (default) or "none".
	VersionPersistence string `toml:"versionPersistence" json:"versionPersistence,omitempty"`
}

// DocsSidebar is the docs sidebar's behaviour.
type DocsSidebar struct {
	// Hideable shows a button that collapses the sidebar to a thin strip.
	Hideable bool `toml:"hideable" json:"hideable"`
	// AutoCollapseCategories collapses a category's siblings when it
	// opens.
	AutoCollapseCategories bool `toml:"autoCollapseCategories" json:"autoCollapseCategories"`
}
