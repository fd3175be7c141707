// The components every MDX page can use without importing them. A site adds
// its own by shadowing this file (site/theme/MDXComponents.tsx) and spreading
// the theme's map from @theme-original/MDXComponents.
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

// Raw <details> in MDX is the theme's Details, as in Docusaurus.
const MDXComponents = { Admonition, Tabs, TabItem, CodeBlock, Details, details: Details };

export default MDXComponents;
