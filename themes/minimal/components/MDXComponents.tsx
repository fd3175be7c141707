// The components every MDX page can use without importing them. A site adds
// its own by shadowing this file and spreading @theme-original/MDXComponents.
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

const MDXComponents = { Admonition, Tabs, TabItem, CodeBlock, Details };

export default MDXComponents;
