package docs

import "github.com/folio-docs/folio/plugins/internal/mdpage"

// AssetsDir is where images and files that docs reference are copied,
// under the output directory.
const AssetsDir = "assets/docs"

// assetTable records the files docs reference and copies them at
// post-build; the blog and pages plugins use the same table.
type assetTable = mdpage.AssetTable

func newAssetTable(baseURL string) *assetTable { return mdpage.NewAssetTable(baseURL, AssetsDir) }
