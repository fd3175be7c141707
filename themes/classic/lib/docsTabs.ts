// The choice of a group of <Tabs> (groupId): stored in localStorage under
// "docusaurus.tab.{groupId}" (the name Docusaurus uses, so a migrated site keeps
// its readers' choices), announced to the other Tabs of the page through an
// event, and to other browser tabs through the storage event. Storage can be
// missing; then the choice lasts only for the page, with a warning.

import type { ReactNode } from 'react';

/** The props of <TabItem>; <Tabs> adds `hidden` and the ids tying a panel to its tab. */
export interface TabItemProps {
  value: string;
  label?: string;
  /** Selected when <Tabs> has no defaultValue. */
  default?: boolean;
  hidden?: boolean;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

const EVENT = 'folio:tab-choice';

export function tabStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

export function readTabChoice(groupId: string): string | null {
  try {
    return window.localStorage.getItem(tabStorageKey(groupId));
  } catch (error) {
    console.warn(`folio: could not read "${tabStorageKey(groupId)}" from localStorage.`, error);
    return null;
  }
}

export function saveTabChoice(groupId: string, value: string): void {
  try {
    window.localStorage.setItem(tabStorageKey(groupId), value);
  } catch (error) {
    console.warn(`folio: could not save "${tabStorageKey(groupId)}" to localStorage.`, error);
  }
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, value } }));
}

/** Calls `onChange` when another Tabs of the group, here or in another browser tab, changes. */
export function subscribeTabChoice(groupId: string, onChange: (value: string | null) => void): () => void {
  const onLocal = (event: Event) => {
    const { detail } = event as CustomEvent<{ groupId: string; value: string }>;
    if (detail.groupId === groupId) onChange(detail.value);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === tabStorageKey(groupId)) onChange(event.newValue);
  };
  window.addEventListener(EVENT, onLocal);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, onLocal);
    window.removeEventListener('storage', onStorage);
  };
}
