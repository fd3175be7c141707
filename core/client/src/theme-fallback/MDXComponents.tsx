// Used when neither the site nor the theme provides MDXComponents: MDX
// pages then get no components beyond what they import themselves.
const MDXComponents: Record<string, unknown> = {};
export default MDXComponents;
