package scaffold

import (
	"fmt"
	"regexp"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// protoTypes writes TypeScript declarations for the messages of a .proto
// file, as @grpc/proto-loader hands them to JavaScript with keepCase,
// longs: String, enums: String, defaults and oneofs (the conversion the
// Node starter's folio/serve.js does with protobufjs/light). Each message X has two types, named as
// proto-loader's own generator names them: X, what a plugin sends, every
// field optional; and X__Output, what it receives, every field present (a
// message field may be null). The descriptor gives the types, the .proto
// source (src) their comments: the contract stays in one file.
func protoTypes(fd protoreflect.FileDescriptor, src string) string {
	comments := protoComments(src)
	var b strings.Builder
	fmt.Fprintf(&b, "// The messages of folio's plugin protocol (package %s), as a plugin\n", fd.Package())
	b.WriteString("// on @grpc/grpc-js sees them (folio/serve.js converts them as @grpc/proto-loader\n")
	b.WriteString("// would, with keepCase). Written by `folio new plugin --lang node`\n")
	b.WriteString("// from plugin.proto, beside this file: read it for the whole contract.\n")
	enums := fd.Enums()
	for i := range enums.Len() {
		writeEnum(&b, enums.Get(i), comments)
	}
	msgs := fd.Messages()
	for i := range msgs.Len() {
		writeMessage(&b, msgs.Get(i), comments)
	}
	return b.String()
}

func writeEnum(b *strings.Builder, e protoreflect.EnumDescriptor, comments map[string]string) {
	values := e.Values()
	names := make([]string, values.Len())
	for i := range values.Len() {
		names[i] = fmt.Sprintf("'%s'", values.Get(i).Name())
	}
	b.WriteString("\n")
	writeComment(b, "", comments[string(e.Name())])
	fmt.Fprintf(b, "export type %s = %s;\n", tsName(e), strings.Join(names, " | "))
}

func writeMessage(b *strings.Builder, m protoreflect.MessageDescriptor, comments map[string]string) {
	if m.IsMapEntry() {
		return
	}
	enums := m.Enums()
	for i := range enums.Len() {
		writeEnum(b, enums.Get(i), comments)
	}
	for _, output := range []bool{false, true} {
		name := tsName(m)
		if output {
			name += "__Output"
		}
		b.WriteString("\n")
		writeComment(b, "", comments[string(m.Name())])
		fmt.Fprintf(b, "export interface %s {\n", name)
		fields := m.Fields()
		for i := range fields.Len() {
			f := fields.Get(i)
			writeComment(b, "  ", comments[string(m.Name())+"."+string(f.Name())])
			optional := "?"
			if output && f.ContainingOneof() == nil {
				optional = ""
			}
			t := fieldType(f, output)
			if output && f.Kind() == protoreflect.MessageKind && !f.IsList() && !f.IsMap() {
				t += " | null"
			}
			fmt.Fprintf(b, "  %s%s: %s;\n", f.Name(), optional, t)
		}
		oneofs := m.Oneofs()
		for i := range oneofs.Len() {
			o := oneofs.Get(i)
			var names []string
			for j := range o.Fields().Len() {
				names = append(names, fmt.Sprintf("'%s'", o.Fields().Get(j).Name()))
			}
			fmt.Fprintf(b, "  /** Which field of the oneof %s is set (proto-loader's oneofs option); received only. */\n", o.Name())
			fmt.Fprintf(b, "  %s?: %s;\n", o.Name(), strings.Join(names, " | "))
		}
		b.WriteString("}\n")
	}
	msgs := m.Messages()
	for i := range msgs.Len() {
		writeMessage(b, msgs.Get(i), comments)
	}
}

func fieldType(f protoreflect.FieldDescriptor, output bool) string {
	if f.IsMap() {
		return fmt.Sprintf("Record<%s, %s>", scalarType(f.MapKey(), output), scalarType(f.MapValue(), output))
	}
	t := scalarType(f, output)
	if f.IsList() {
		if strings.Contains(t, " ") {
			t = "(" + t + ")"
		}
		return t + "[]"
	}
	return t
}

func scalarType(f protoreflect.FieldDescriptor, output bool) string {
	switch f.Kind() {
	case protoreflect.BoolKind:
		return "boolean"
	case protoreflect.StringKind:
		return "string"
	case protoreflect.BytesKind:
		if output {
			return "Buffer"
		}
		return "Uint8Array | string"
	case protoreflect.EnumKind:
		return tsName(f.Enum())
	case protoreflect.MessageKind, protoreflect.GroupKind:
		if output {
			return tsName(f.Message()) + "__Output"
		}
		return tsName(f.Message())
	case protoreflect.Int64Kind, protoreflect.Uint64Kind, protoreflect.Sint64Kind,
		protoreflect.Fixed64Kind, protoreflect.Sfixed64Kind:
		if output {
			return "string" // longs: String
		}
		return "number | string"
	}
	return "number"
}

// tsName names a nested type after its parents (Diagnostic_Severity), as
// the Go code does.
func tsName(d protoreflect.Descriptor) string {
	name := string(d.Name())
	for p := d.Parent(); p != nil; p = p.Parent() {
		if _, ok := p.(protoreflect.FileDescriptor); ok {
			break
		}
		name = string(p.Name()) + "_" + name
	}
	return name
}

func writeComment(b *strings.Builder, indent, text string) {
	if text == "" {
		return
	}
	lines := strings.Split(text, "\n")
	if len(lines) == 1 {
		fmt.Fprintf(b, "%s/** %s */\n", indent, lines[0])
		return
	}
	fmt.Fprintf(b, "%s/**\n", indent)
	for _, l := range lines {
		fmt.Fprintf(b, "%s * %s\n", indent, strings.TrimRight(l, " "))
	}
	fmt.Fprintf(b, "%s */\n", indent)
}

var (
	protoOpen  = regexp.MustCompile(`^\s*(message|enum)\s+(\w+)\s*\{`)
	protoField = regexp.MustCompile(`^\s*(?:repeated\s+|optional\s+)?(?:map<[^>]+>|[\w.]+)\s+(\w+)\s*=\s*\d+`)
)

// protoComments reads the comments of a .proto file: the lines of //
// comment right above a message, an enum or a field, keyed by the
// message's name or "Message.field". A plain reading of the file's lines,
// which is what plugin.proto's layout needs (one declaration a line).
func protoComments(src string) map[string]string {
	out := map[string]string{}
	var stack []string // the open blocks: a message's name, or "" for others
	var pending []string
	for _, line := range strings.Split(src, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "//"):
			pending = append(pending, strings.TrimSpace(strings.TrimPrefix(trimmed, "//")))
			continue
		case protoOpen.MatchString(line):
			name := protoOpen.FindStringSubmatch(line)[2]
			if len(pending) > 0 {
				out[name] = strings.Join(pending, "\n")
			}
			stack = append(stack, name)
		case strings.HasSuffix(trimmed, "{"):
			stack = append(stack, "")
		case strings.HasPrefix(trimmed, "}"):
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case protoField.MatchString(line) && len(stack) > 0:
			owner := ""
			for i := len(stack) - 1; i >= 0 && owner == ""; i-- {
				owner = stack[i]
			}
			if owner != "" && len(pending) > 0 {
				out[owner+"."+protoField.FindStringSubmatch(line)[1]] = strings.Join(pending, "\n")
			}
		}
		pending = nil
	}
	return out
}
