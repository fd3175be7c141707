package apiref

import (
	"encoding/json"
	"strconv"
)

// runnerOutput is the file the TypeDoc runner writes, and the cache keeps.
type runnerOutput struct {
	// DeclaredClasses are reflections TypeDoc converted as interfaces whose
	// declaration is a class (re-exported with `export type { … }`).
	DeclaredClasses []int `json:"declaredClasses"`
	// TypeOnlyClasses are classes the entry points export with
	// `export type { … }`, converted in full by the runner.
	TypeOnlyClasses []int `json:"typeOnlyClasses"`
	// Modules maps each entry point's npm specifier to its reflection.
	Modules []moduleEntry `json:"modules"`
	Project *reflection   `json:"project"`
}

type moduleEntry struct {
	Module string `json:"module"`
	ID     int    `json:"id"`
}

// kind is TypeDoc's ReflectionKind, a bit set.
type kind int

const (
	kindProject         kind = 0x1
	kindModule          kind = 0x2
	kindNamespace       kind = 0x4
	kindEnum            kind = 0x8
	kindEnumMember      kind = 0x10
	kindVariable        kind = 0x20
	kindFunction        kind = 0x40
	kindClass           kind = 0x80
	kindInterface       kind = 0x100
	kindConstructor     kind = 0x200
	kindProperty        kind = 0x400
	kindMethod          kind = 0x800
	kindCallSignature   kind = 0x1000
	kindIndexSignature  kind = 0x2000
	kindConstructorSig  kind = 0x4000
	kindParameter       kind = 0x8000
	kindTypeLiteral     kind = 0x10000
	kindTypeParameter   kind = 0x20000
	kindAccessor        kind = 0x40000
	kindGetSignature    kind = 0x80000
	kindSetSignature    kind = 0x100000
	kindTypeAlias       kind = 0x200000
	kindReference       kind = 0x400000
	kindDocument        kind = 0x800000
	kindSignatureTarget      = kindCallSignature | kindConstructorSig | kindGetSignature | kindSetSignature | kindIndexSignature
)

// reflection is one node of TypeDoc's JSON: a module, a declaration, a
// signature, a parameter or a type parameter. Only the fields folio reads
// are decoded.
type reflection struct {
	ID       int           `json:"id"`
	Name     string        `json:"name,omitempty"`
	Kind     kind          `json:"kind"`
	Flags    flags         `json:"flags,omitzero"`
	Comment  *comment      `json:"comment,omitempty"`
	Children []*reflection `json:"children,omitempty"`

	Signatures      []*reflection `json:"signatures,omitempty"`
	IndexSignatures []*reflection `json:"indexSignatures,omitempty"`
	GetSignature    *reflection   `json:"getSignature,omitempty"`
	SetSignature    *reflection   `json:"setSignature,omitempty"`
	TypeParameters  []*reflection `json:"typeParameters,omitempty"`
	Parameters      []*reflection `json:"parameters,omitempty"`

	Type         *typeExpr `json:"type,omitempty"`
	Default      *typeExpr `json:"default,omitempty"`
	DefaultValue string    `json:"defaultValue,omitempty"`

	ExtendedTypes    []*typeExpr `json:"extendedTypes,omitempty"`
	ImplementedTypes []*typeExpr `json:"implementedTypes,omitempty"`
	ExtendedBy       []*typeExpr `json:"extendedBy,omitempty"`
	ImplementedBy    []*typeExpr `json:"implementedBy,omitempty"`
	InheritedFrom    *typeExpr   `json:"inheritedFrom,omitempty"`
	Overwrites       *typeExpr   `json:"overwrites,omitempty"`
	ImplementationOf *typeExpr   `json:"implementationOf,omitempty"`

	// Target is the reflection a reference (a re-export) points at.
	Target int `json:"target,omitempty"`

	// Set when the project is indexed.
	parent *reflection
}

func (r *reflection) is(k kind) bool { return r.Kind&k != 0 }

type flags struct {
	IsStatic    bool `json:"isStatic,omitempty"`
	IsOptional  bool `json:"isOptional,omitempty"`
	IsRest      bool `json:"isRest,omitempty"`
	IsReadonly  bool `json:"isReadonly,omitempty"`
	IsAbstract  bool `json:"isAbstract,omitempty"`
	IsProtected bool `json:"isProtected,omitempty"`
	IsConst     bool `json:"isConst,omitempty"`
	IsInherited bool `json:"isInherited,omitempty"`
}

// comment is a doc comment: summary parts, block tags (@returns,
// @example…) and modifier tags (@experimental…).
type comment struct {
	Summary      []commentPart `json:"summary,omitempty"`
	BlockTags    []blockTag    `json:"blockTags,omitempty"`
	ModifierTags []string      `json:"modifierTags,omitempty"`
}

type blockTag struct {
	Tag     string        `json:"tag,omitempty"`
	Name    string        `json:"name,omitempty"`
	Content []commentPart `json:"content,omitempty"`
}

// commentPart is text, code (with its backticks) or an inline tag such as
// {@link X}. Target is a reflection id, a URL, or an object naming a
// symbol TypeDoc did not include.
type commentPart struct {
	Kind       string          `json:"kind"`
	Text       string          `json:"text,omitempty"`
	Tag        string          `json:"tag,omitempty"`
	Target     json.RawMessage `json:"target,omitempty"`
	TSLinkText string          `json:"tsLinkText,omitempty"`
}

// targetID is the reflection an inline tag points at, if it is one.
func (p commentPart) targetID() (int, bool) {
	n, err := strconv.Atoi(string(p.Target))
	return n, err == nil
}

// targetURL is the URL an inline tag points at, if it is one.
func (p commentPart) targetURL() (string, bool) {
	var s string
	if len(p.Target) == 0 || p.Target[0] != '"' || json.Unmarshal(p.Target, &s) != nil {
		return "", false
	}
	return s, true
}

// typeExpr is a TypeDoc type. Which fields are set depends on Type
// ("reference", "union", "reflection" …).
type typeExpr struct {
	Type string `json:"type"`
	Name string `json:"name,omitempty"`
	// Target is a reflection id or a symbol id object for a reference, and
	// a type for a type operator: decoded on demand.
	Target                json.RawMessage `json:"target,omitempty"`
	TypeArguments         []*typeExpr     `json:"typeArguments,omitempty"`
	RefersToTypeParameter bool            `json:"refersToTypeParameter,omitempty"`

	Types       []*typeExpr     `json:"types,omitempty"`
	ElementType *typeExpr       `json:"elementType,omitempty"`
	Elements    []*typeExpr     `json:"elements,omitempty"`
	Element     *typeExpr       `json:"element,omitempty"`
	IsOptional  bool            `json:"isOptional,omitempty"`
	Value       json.RawMessage `json:"value,omitempty"`
	Declaration *reflection     `json:"declaration,omitempty"`
	QueryType   *typeExpr       `json:"queryType,omitempty"`
	Asserts     bool            `json:"asserts,omitempty"`
	TargetType  *typeExpr       `json:"targetType,omitempty"`
	Operator    string          `json:"operator,omitempty"`
	ObjectType  *typeExpr       `json:"objectType,omitempty"`
	IndexType   *typeExpr       `json:"indexType,omitempty"`
	CheckType   *typeExpr       `json:"checkType,omitempty"`
	ExtendsType *typeExpr       `json:"extendsType,omitempty"`
	TrueType    *typeExpr       `json:"trueType,omitempty"`
	FalseType   *typeExpr       `json:"falseType,omitempty"`
	Constraint  *typeExpr       `json:"constraint,omitempty"`

	// Mapped types.
	Parameter        string    `json:"parameter,omitempty"`
	ParameterType    *typeExpr `json:"parameterType,omitempty"`
	TemplateType     *typeExpr `json:"templateType,omitempty"`
	NameType         *typeExpr `json:"nameType,omitempty"`
	ReadonlyModifier string    `json:"readonlyModifier,omitempty"`
	OptionalModifier string    `json:"optionalModifier,omitempty"`

	// Template literals: head, then (type, text) pairs.
	Head string              `json:"head,omitempty"`
	Tail [][]json.RawMessage `json:"tail,omitempty"`
}

// targetID is the reflection a reference type points at, when TypeDoc
// included it.
func (t *typeExpr) targetID() (int, bool) {
	n, err := strconv.Atoi(string(t.Target))
	return n, err == nil
}

// symbolTarget is the symbol a reference points at when TypeDoc did not
// include it (a DOM type, a React type).
type symbolTarget struct {
	PackageName   string `json:"packageName,omitempty"`
	PackagePath   string `json:"packagePath,omitempty"`
	QualifiedName string `json:"qualifiedName,omitempty"`
}

func (t *typeExpr) symbolTarget() (symbolTarget, bool) {
	var s symbolTarget
	if len(t.Target) == 0 || t.Target[0] != '{' || json.Unmarshal(t.Target, &s) != nil {
		return s, false
	}
	return s, true
}

// operand is the type a type operator applies to (keyof T, readonly T[]).
func (t *typeExpr) operand() *typeExpr {
	var inner typeExpr
	if len(t.Target) == 0 || t.Target[0] != '{' || json.Unmarshal(t.Target, &inner) != nil {
		return nil
	}
	return &inner
}
