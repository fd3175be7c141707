package markdown

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestImagesGetTheirWidthAndHeight(t *testing.T) {
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, "shot.png"))
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, image.NewRGBA(image.Rect(0, 0, 640, 360))); err != nil {
		t.Fatal(err)
	}
	f.Close()
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("logo.svg", `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120px" height="40"><rect/></svg>`)
	write("icon.svg", `<svg viewBox="0 0 24.4 12" xmlns="http://www.w3.org/2000/svg"></svg>`)
	write("broken.png", "not an image")
	// A lossless WebP header of 300×200.
	bits := uint32(299) | uint32(199)<<14
	webp := append([]byte("RIFF\x00\x00\x00\x00WEBPVP8L\x00\x00\x00\x00\x2f"), byte(bits), byte(bits>>8), byte(bits>>16), byte(bits>>24))
	write("photo.webp", string(append(webp, make([]byte, 10)...)))

	src := "![Shot](./shot.png)\n\n![Logo](logo.svg) ![Icon](icon.svg) ![Broken](broken.png) ![Photo](photo.webp) ![Far](https://example.com/x.png)\n"
	doc, err := NewWithOptions(Options{SiteDir: dir}).Parse("page.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<img src="./shot.png" alt="Shot" width="640" height="360">`,
		`<img src="logo.svg" alt="Logo" width="120" height="40">`,
		`<img src="icon.svg" alt="Icon" width="24" height="12">`,
		`<img src="broken.png" alt="Broken">`,
		`<img src="photo.webp" alt="Photo" width="300" height="200">`,
		`<img src="https://example.com/x.png" alt="Far">`,
	} {
		if !strings.Contains(doc.HTML, want) {
			t.Errorf("lacks %s in\n%s", want, doc.HTML)
		}
	}
}
