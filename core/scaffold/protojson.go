package scaffold

import (
	"encoding/json"
	"fmt"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// protoJSON writes a .proto file's messages, enums and services as
// protobufjs's JSON descriptor (what protobuf.Root.fromJSON reads), from
// the compiled descriptor the SDK embeds. The Node starter loads it with
// protobufjs/light, which lacks the .proto parser: parsing plugin.proto
// with @grpc/proto-loader at every start cost a Node plugin a third of
// its start (bench/README.md). Field names stay as the .proto spells them
// (snake_case, proto-loader's keepCase); type names are absolute
// (".folio.plugin.v1.Route"), which protobufjs resolves from the root.
func protoJSON(fd protoreflect.FileDescriptor) ([]byte, error) {
	pkg := map[string]any{}
	addEnums(pkg, fd.Enums())
	addMessages(pkg, fd.Messages())
	services := fd.Services()
	for i := range services.Len() {
		s := services.Get(i)
		methods := map[string]any{}
		for j := range s.Methods().Len() {
			m := s.Methods().Get(j)
			method := map[string]any{"requestType": "." + string(m.Input().FullName()), "responseType": "." + string(m.Output().FullName())}
			if m.IsStreamingClient() {
				method["requestStream"] = true
			}
			if m.IsStreamingServer() {
				method["responseStream"] = true
			}
			methods[string(m.Name())] = method
		}
		pkg[string(s.Name())] = map[string]any{"methods": methods}
	}
	// The package's dotted name becomes nested namespaces, innermost last.
	root := map[string]any{"nested": pkg}
	parts := strings.Split(string(fd.Package()), ".")
	for i := len(parts) - 1; i >= 0; i-- {
		root = map[string]any{"nested": map[string]any{parts[i]: root}}
	}
	return json.MarshalIndent(root, "", "  ")
}

func addEnums(into map[string]any, enums protoreflect.EnumDescriptors) {
	for i := range enums.Len() {
		e := enums.Get(i)
		values := map[string]any{}
		for j := range e.Values().Len() {
			v := e.Values().Get(j)
			values[string(v.Name())] = int32(v.Number())
		}
		into[string(e.Name())] = map[string]any{"values": values}
	}
}

func addMessages(into map[string]any, msgs protoreflect.MessageDescriptors) {
	for i := range msgs.Len() {
		m := msgs.Get(i)
		if m.IsMapEntry() {
			continue // a map field carries its key and value types itself
		}
		fields := map[string]any{}
		for j := range m.Fields().Len() {
			f := m.Fields().Get(j)
			field := map[string]any{"id": int32(f.Number())}
			switch {
			case f.IsMap():
				field["keyType"] = typeName(f.MapKey())
				field["type"] = typeName(f.MapValue())
			case f.IsList():
				field["rule"] = "repeated"
				field["type"] = typeName(f)
			default:
				field["type"] = typeName(f)
			}
			if f.HasOptionalKeyword() {
				// proto3 `optional`: protobufjs knows it by this option
				// and by the synthetic oneof below.
				field["options"] = map[string]any{"proto3_optional": true}
			}
			fields[string(f.Name())] = field
		}
		msg := map[string]any{"fields": fields}
		if m.Oneofs().Len() > 0 {
			oneofs := map[string]any{}
			for j := range m.Oneofs().Len() {
				o := m.Oneofs().Get(j)
				var names []string
				for k := range o.Fields().Len() {
					names = append(names, string(o.Fields().Get(k).Name()))
				}
				oneofs[string(o.Name())] = map[string]any{"oneof": names}
			}
			msg["oneofs"] = oneofs
		}
		nested := map[string]any{}
		addEnums(nested, m.Enums())
		addMessages(nested, m.Messages())
		if len(nested) > 0 {
			msg["nested"] = nested
		}
		into[string(m.Name())] = msg
	}
}

// typeName is a field's type as protobufjs names it: the scalar's .proto
// name, or the absolute name of a message or enum.
func typeName(f protoreflect.FieldDescriptor) string {
	switch f.Kind() {
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return "." + string(f.Message().FullName())
	case protoreflect.EnumKind:
		return "." + string(f.Enum().FullName())
	}
	name := f.Kind().String()
	if name == "" || strings.Contains(name, "(") {
		panic(fmt.Sprintf("protoJSON: field %s has kind %v", f.FullName(), f.Kind()))
	}
	return name
}
