// @docusaurus/Interpolate: {name} placeholders in the children filled from values.
import type { ReactNode } from 'react';
import { interpolate } from '../translate';

export { interpolate };

export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}
