package docs

import (
	"unsafe"

	"github.com/folio-docs/folio/core/markdown"
	"github.com/folio-docs/folio/plugins/internal/cachepb"
)

// A kept parse as the parse store writes it (cachepb.DocParse), and back.

func (p *parsedDoc) toProto(path string) *cachepb.DocParse {
	m := &cachepb.DocParse{
		Path: path, Key: p.key[:], SrcSum: p.srcSum[:],
		StampOk: p.stamp.ok, Size: p.stamp.size, Mtime: p.stamp.mtime, Ctime: p.stamp.ctime,
		Title: p.title, SyntheticTitle: p.syntheticTitle, HideToc: p.hideTOC, Description: p.description,
		ContentSum: p.contentSum[:], Toc: []byte(p.toc),
		FrontMatterText: p.fmBytes(), FrontMatter: frontMatterToProto(&p.fm),
		RouteKey: p.route.key[:], RouteDigest: p.route.digest,
	}
	for _, l := range p.brokenLinks {
		m.BrokenLinks = append(m.BrokenLinks, &cachepb.BrokenLink{Url: l.URL, Line: int32(l.Line), Column: int32(l.Column)})
	}
	for _, l := range p.links {
		m.Links = append(m.Links, &cachepb.LinkUse{Target: l.target, Url: l.url, Ok: l.ok})
	}
	for _, a := range p.assets {
		m.Assets = append(m.Assets, &cachepb.AssetUse{File: a.file, Url: a.url})
	}
	return m
}

// fromProto fills p from m; false when a hash has the wrong size.
func (p *parsedDoc) fromProto(m *cachepb.DocParse) bool {
	if copy(p.key[:], m.Key) != len(p.key) || len(m.Key) != len(p.key) ||
		copy(p.srcSum[:], m.SrcSum) != len(p.srcSum) || len(m.SrcSum) != len(p.srcSum) ||
		copy(p.contentSum[:], m.ContentSum) != len(p.contentSum) || len(m.ContentSum) != len(p.contentSum) ||
		len(m.RouteKey) != len(p.route.key) {
		return false
	}
	copy(p.route.key[:], m.RouteKey)
	p.route.digest = m.RouteDigest
	p.stamp = fileStamp{ok: m.StampOk, size: m.Size, mtime: m.Mtime, ctime: m.Ctime}
	p.title, p.syntheticTitle, p.hideTOC, p.description = m.Title, m.SyntheticTitle, m.HideToc, m.Description
	// The decoded message's bytes are its own: share them, not copy them.
	p.toc = encodedTOC(unsafe.String(unsafe.SliceData(m.Toc), len(m.Toc)))
	if len(m.BrokenLinks) > 0 {
		p.brokenLinks = make([]markdown.Link, len(m.BrokenLinks))
		for i, l := range m.BrokenLinks {
			p.brokenLinks[i] = markdown.Link{URL: l.Url, Line: int(l.Line), Column: int(l.Column)}
		}
	}
	if len(m.Links) > 0 {
		p.links = make([]linkUse, len(m.Links))
		for i, l := range m.Links {
			p.links[i] = linkUse{target: l.Target, url: l.Url, ok: l.Ok}
		}
	}
	if len(m.Assets) > 0 {
		p.assets = make([]assetUse, len(m.Assets))
		for i, a := range m.Assets {
			p.assets[i] = assetUse{file: a.File, url: a.Url}
		}
	}
	p.fmText = unsafe.String(unsafe.SliceData(m.FrontMatterText), len(m.FrontMatterText))
	p.fm = frontMatterFromProto(m.FrontMatter)
	return true
}

func frontMatterToProto(fm *frontMatter) *cachepb.FrontMatter {
	ref := func(r optionalRef) *cachepb.OptionalRef {
		return &cachepb.OptionalRef{Set: r.Set, Null: r.Null, Value: r.Value}
	}
	return &cachepb.FrontMatter{
		Id: fm.ID, SidebarLabel: fm.SidebarLabel, SidebarPosition: fm.SidebarPosition,
		SidebarClassName: fm.SidebarClassName, Slug: fm.Slug,
		PaginationPrev: ref(fm.PaginationPrev), PaginationNext: ref(fm.PaginationNext),
		PaginationLabel: fm.PaginationLabel, Unlisted: fm.Unlisted, Draft: fm.Draft,
		CustomEditUrl: ref(fm.CustomEditURL),
	}
}

func frontMatterFromProto(m *cachepb.FrontMatter) frontMatter {
	ref := func(r *cachepb.OptionalRef) optionalRef {
		return optionalRef{Set: r.GetSet(), Null: r.GetNull(), Value: r.GetValue()}
	}
	return frontMatter{
		ID: m.GetId(), SidebarLabel: m.GetSidebarLabel(), SidebarPosition: m.SidebarPosition,
		SidebarClassName: m.GetSidebarClassName(), Slug: m.Slug,
		PaginationPrev: ref(m.GetPaginationPrev()), PaginationNext: ref(m.GetPaginationNext()),
		PaginationLabel: m.GetPaginationLabel(), Unlisted: m.GetUnlisted(), Draft: m.GetDraft(),
		CustomEditURL: ref(m.GetCustomEditUrl()),
	}
}
