package markdown

import (
	"bytes"
	"encoding/binary"
	"image"
	_ "image/gif" // decoders for image.DecodeConfig
	_ "image/jpeg"
	_ "image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// ImageSize reads the width and height of a local image from its header,
// so that the page reserves the image's box before it loads (no layout
// shift), as Docusaurus does. ok is false for a format it cannot read.
func ImageSize(file string) (width, height int, ok bool) {
	f, err := os.Open(file)
	if err != nil {
		return 0, 0, false
	}
	defer f.Close()
	switch strings.ToLower(filepath.Ext(file)) {
	case ".svg":
		head := make([]byte, 4096)
		n, _ := io.ReadFull(f, head)
		return svgSize(head[:n])
	case ".webp":
		head := make([]byte, 30)
		n, _ := io.ReadFull(f, head)
		return webpSize(head[:n])
	}
	cfg, _, err := image.DecodeConfig(f)
	if err != nil {
		return 0, 0, false
	}
	return cfg.Width, cfg.Height, true
}

var (
	svgRootTag = regexp.MustCompile(`(?s)<svg\b[^>]*>`)
	svgWidth   = regexp.MustCompile(`\swidth\s*=\s*["']\s*([\d.]+)(?:px)?\s*["']`)
	svgHeight  = regexp.MustCompile(`\sheight\s*=\s*["']\s*([\d.]+)(?:px)?\s*["']`)
	svgViewBox = regexp.MustCompile(`\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']`)
)

// svgSize is the SVG's width and height in pixels, else its viewBox's.
func svgSize(head []byte) (int, int, bool) {
	root := svgRootTag.Find(head)
	if root == nil {
		return 0, 0, false
	}
	w, h := svgWidth.FindSubmatch(root), svgHeight.FindSubmatch(root)
	if w != nil && h != nil {
		return roundPixels(w[1]), roundPixels(h[1]), true
	}
	if vb := svgViewBox.FindSubmatch(root); vb != nil {
		return roundPixels(vb[1]), roundPixels(vb[2]), true
	}
	return 0, 0, false
}

func roundPixels(b []byte) int {
	f, _ := strconv.ParseFloat(string(b), 64)
	return int(f + 0.5)
}

// webpSize reads the three kinds of WebP header: lossy (VP8), lossless
// (VP8L) and extended (VP8X).
func webpSize(b []byte) (int, int, bool) {
	if len(b) < 30 || !bytes.Equal(b[0:4], []byte("RIFF")) || !bytes.Equal(b[8:12], []byte("WEBP")) {
		return 0, 0, false
	}
	switch string(b[12:16]) {
	case "VP8 ":
		return int(binary.LittleEndian.Uint16(b[26:28]) & 0x3fff), int(binary.LittleEndian.Uint16(b[28:30]) & 0x3fff), true
	case "VP8L":
		bits := binary.LittleEndian.Uint32(b[21:25])
		return int(bits&0x3fff) + 1, int(bits>>14&0x3fff) + 1, true
	case "VP8X":
		w := int(b[24]) | int(b[25])<<8 | int(b[26])<<16
		h := int(b[27]) | int(b[28])<<8 | int(b[29])<<16
		return w + 1, h + 1, true
	}
	return 0, 0, false
}
