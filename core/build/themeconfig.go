package build

import (
	"errors"
	"io/fs"
	"path/filepath"

	"github.com/folio-docs/folio/core/config"
)

// checkThemeConfig validates site.toml's themeConfig against the schema of
// the theme in use (theme.schema.json in its folder). A theme without one
// declares no keys of its own: then only the core's checks apply.
func checkThemeConfig(site *config.Site, themeDir string) error {
	schema, err := config.LoadThemeSchema(filepath.Join(themeDir, config.ThemeSchemaFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return site.CheckThemeConfig(schema)
}
