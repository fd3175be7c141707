// Package mdpage holds what the plugins that publish Markdown pages (docs,
// blog, pages) share on top of core/markdown: the site settings that shape
// rendering, which files of a content folder are pages, resolving relative
// links between source files, reporting the links that resolve to nothing,
// publishing the files pages reference, and the table of contents as the
// theme receives it.
package mdpage
