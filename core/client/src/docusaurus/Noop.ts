// @docusaurus/Noop: a component that renders nothing.
export default function Noop(): null {
  return null;
}
