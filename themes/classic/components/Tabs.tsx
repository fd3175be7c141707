// Tabs for MDX: <Tabs groupId="pm"><TabItem value="npm">…</TabItem>…</Tabs>.
// The tab list follows the WAI-ARIA pattern: one tab stop, arrow keys move
// between tabs, focusing a tab shows its panel. Tabs sharing a groupId switch
// together, on this page and in other tabs of the browser, and the choice is
// kept in localStorage under "docusaurus.tab.{groupId}".
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { classNames } from '../lib/classNames';
import { readTabChoice, saveTabChoice, subscribeTabChoice, type TabItemProps } from '../lib/docsTabs';
import './Tabs.css';

interface TabValue {
  value: string;
  label?: string;
}

interface TabsProps {
  children?: ReactNode;
  /** The tabs, when not taken from the children's value and label. */
  values?: TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  /** Render only the selected panel. */
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => {
    if (!isValidElement(child)) return false;
    const props = child.props as Partial<TabItemProps>;
    if (typeof props.value !== 'string') {
      throw new Error('Every child of <Tabs> must be a <TabItem> with a value.');
    }
    return true;
  });
}

function tabValues(values: TabValue[] | undefined, items: ReactElement<TabItemProps>[]): TabValue[] {
  const list = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label }));
  const seen = new Set<string>();
  for (const { value } of list) {
    if (seen.has(value)) throw new Error(`Duplicate value "${value}" in <Tabs>: every tab needs its own value.`);
    seen.add(value);
  }
  return list;
}

function initialValue(defaultValue: string | null | undefined, values: TabValue[], items: ReactElement<TabItemProps>[]): string {
  if (defaultValue != null) {
    if (!values.some((v) => v.value === defaultValue)) {
      throw new Error(`<Tabs> has defaultValue "${defaultValue}", which is none of its values (${values.map((v) => `"${v.value}"`).join(', ')}).`);
    }
    return defaultValue;
  }
  return items.find((item) => item.props.default)?.props.value ?? values[0]?.value ?? '';
}

export default function Tabs({ children, values: valuesProp, defaultValue, groupId, lazy, block, className }: TabsProps) {
  const items = tabItems(children);
  const values = tabValues(valuesProp, items);
  const [selected, setSelected] = useState(() => initialValue(defaultValue, values, items));
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const id = useId();
  const valueList = values.map((v) => v.value).join('\n');

  // After hydration (the server cannot know), take the group's stored choice,
  // and follow it when other Tabs of the group change.
  useEffect(() => {
    if (!groupId) return;
    const isValue = (v: string | null): v is string => v !== null && valueList.split('\n').includes(v);
    const stored = readTabChoice(groupId);
    if (isValue(stored)) setSelected(stored);
    return subscribeTabChoice(groupId, (value) => isValue(value) && setSelected(value));
  }, [groupId, valueList]);

  const select = (value: string) => {
    if (value === selected) return;
    setSelected(value);
    if (groupId) saveTabChoice(groupId, value);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    tabs.current[(index + step + values.length) % values.length]?.focus();
  };

  return (
    <div className="tabs-container">
      <ul role="tablist" aria-orientation="horizontal" className={classNames('tabs', block && 'tabs--block', className)}>
        {values.map(({ value, label }, i) => {
          const active = value === selected;
          return (
            <li
              key={value}
              ref={(node) => {
                tabs.current[i] = node;
              }}
              role="tab"
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              className={classNames('tabs__item', active && 'tabs__item--active')}
              onKeyDown={(event) => onKeyDown(event, i)}
              onFocus={() => select(value)}
              onClick={() => select(value)}
            >
              {label ?? value}
            </li>
          );
        })}
      </ul>
      <div className="margin-top--md">
        {items.map((item) => {
          const i = values.findIndex((v) => v.value === item.props.value);
          const hidden = item.props.value !== selected;
          if (lazy && hidden) return null;
          return cloneElement(item, { key: item.props.value, hidden, id: `${id}-panel-${i}`, 'aria-labelledby': `${id}-tab-${i}` });
        })}
      </div>
    </div>
  );
}
