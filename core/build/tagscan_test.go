package build

import (
	"reflect"
	"sort"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// referenceTags lists start tags and their attributes as the HTML
// tokenizer of golang.org/x/net/html sees them: what tagScanner must agree
// with on the pages folio renders.
func referenceTags(src string) []string {
	var out []string
	z := html.NewTokenizer(strings.NewReader(src))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		name, more := z.TagName()
		out = append(out, "<"+string(name))
		for more {
			var k, v []byte
			k, v, more = z.TagAttr()
			out = append(out, string(k)+"="+string(v))
		}
	}
}

func scannedTags(src string) []string {
	var out []string
	s := tagScanner{src: src}
	for tag := s.next(); tag != ""; tag = s.next() {
		out = append(out, "<"+tag)
		for k, v, ok := s.attr(); ok; k, v, ok = s.attr() {
			out = append(out, k+"="+v)
		}
	}
	return out
}

var tagScanSamples = []string{
	// What React and goldmark write.
	`<!DOCTYPE html><html lang="en"><head><title>A &lt;b&gt; | Site</title><script>if (a<b) document.write("<a href='/x'>")</script>` +
		`<style>a[href="/y"]{}</style></head><body><div id="__folio"><nav class="navbar" aria-label="Main"><a class="navbar__brand" href="/">Home</a>` +
		`<a href="/docs/intro#why">Why</a><a href="/docs?a=1&amp;b=2">q</a></nav><main><h2 id="topic-1">Topic <code>&lt;a href=&quot;/no&quot;&gt;</code></h2>` +
		`<!-- <a href="/commented"> --><pre><code><span class="k">&lt;a</span> href=&quot;/not-a-link&quot;</code></pre>` +
		`<img src="/img.png" alt="x"/><input disabled><a name="legacy-anchor"></a><br/></main></div>` +
		`<script id="__FOLIO_STATE__" type="application/json">{"x":"<\/script><a href=\"/state\">"}</script></body></html>`,
	// Hand-written HTML in Markdown.
	`<A HREF='/Upper'>x</A><a href=/unquoted id=u1>y</a><a  href = "/spaced" >z</a><p id="a" id="b">`,
	`<p id="a" id="b" hidden><a href="/x" href="/y" download>`,
	`<div data-x="1>2" id="gt-in-value"></div><a href="/café">é</a><a href="/x#a%20b">sp</a>`,
	`<textarea><a href="/in-textarea"></textarea><a href="/after-textarea">`,
	`<SCRIPT>var s = "</scriptx>"; </SCRIPT ><a href="/after-script">`,
	`text < more text <3 <a href="/after-lt">`,
	`<?xml version="1.0"?><!doctype html><a href="/after-pi">`,
	`<a href="/unterminated`,
	`<a href="/x" <b>`,
	`<noscript><a href="/in-noscript"></a></noscript><a href="/after-noscript">`,
	`<svg viewBox="0 0 10 10"><path d="M0 0"/></svg><a href="&#x2F;hex">h</a>`,
}

func TestTagScannerAgreesWithTheHTMLTokenizer(t *testing.T) {
	for _, src := range tagScanSamples {
		if got, want := scannedTags(src), referenceTags(src); !reflect.DeepEqual(got, want) {
			t.Errorf("%s\n got %q\nwant %q", src, got, want)
		}
	}
}

func TestScanPageFindsLinksAndIDs(t *testing.T) {
	p := scanPage(tagScanSamples[0], "/", "/docs/page")
	var targets []string
	for _, sl := range p.links {
		l := sl.link()
		targets = append(targets, l.target+"#"+l.frag)
	}
	sort.Strings(targets)
	if want := []string{"/#", "/docs#", "/docs/intro#why"}; !reflect.DeepEqual(targets, want) {
		t.Errorf("links = %q, want %q (none from scripts, comments, code or the state)", targets, want)
	}
	for _, id := range []string{"topic-1", "legacy-anchor", "__folio", "__FOLIO_STATE__"} {
		if !p.hasID(id) {
			t.Errorf("id %q not found", id)
		}
	}
}

func FuzzTagScanner(f *testing.F) {
	for _, s := range tagScanSamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		// Must end, and never panic; on well-formed input it agrees with
		// the tokenizer (the samples above).
		scannedTags(src)
	})
}
