// Every string a theme shows goes through translate() or <Translate>, so a
// site can reword or translate it without shadowing components. A message
// is looked up by its id (or, without one, by the message itself) in the
// site's code translations; the English message is the fallback. {name}
// placeholders are filled from `values` (SPEC §5).
import { Fragment, isValidElement, type ReactNode } from 'react';

export interface TranslateDeclaration {
  /** Stable key, e.g. "theme.NotFound.title"; defaults to the message. */
  id?: string;
  /** The default (English) text. */
  message?: string;
  /** For translators: where the text appears. Not shown. */
  description?: string;
}

let codeTranslations: Record<string, string> = {};

/**
 * Installs the site's translations: id (or message) → translated text. The
 * runtime calls it with SiteData.codeTranslations before the first render;
 * tests call it directly.
 */
export function setCodeTranslations(translations: Record<string, string> | undefined): void {
  codeTranslations = translations ?? {};
}

function lookup({ id, message }: TranslateDeclaration): string {
  if (id === undefined && message === undefined) {
    throw new Error('folio: a translation needs an id or a message, got neither');
  }
  const key = (id ?? message) as string;
  return Object.hasOwn(codeTranslations, key) ? codeTranslations[key] : (message ?? key);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills {name} placeholders with strings: the result is a string. */
export function interpolate(text: string, values?: Record<string, string | number>): string;
/** Fills {name} placeholders with elements too: the result is a node. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode;
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  let onlyText = true;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1];
    // An unknown placeholder stays visible: a missing value is a bug to see, not hide.
    if (!Object.hasOwn(values, name)) continue;
    const value = values[name];
    parts.push(text.slice(last, match.index), value);
    if (isValidElement(value) || (typeof value === 'object' && value !== null)) onlyText = false;
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (onlyText) return parts.map((p) => (p === null || p === undefined || p === false ? '' : String(p))).join('');
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

/** The translated text of a declaration, with its placeholders filled. */
export function translate(declaration: TranslateDeclaration, values?: Record<string, string | number>): string {
  return interpolate(lookup(declaration), values);
}

export interface TranslateProps {
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
  /** The default message: a plain string, so tools can extract it. */
  children?: string;
}

/** <Translate id="…" values={{…}}>Default message with {name}</Translate> */
export function Translate({ id, values, children }: TranslateProps): ReactNode {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error(
      `folio: <Translate${id ? ` id="${id}"` : ''}> children must be a plain string; pass dynamic parts in values={{…}} and refer to them as {name}`,
    );
  }
  return <>{interpolate(lookup({ id, message: children }), values)}</>;
}
