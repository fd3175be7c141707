// A standalone page written in Markdown (e.g. /markdown-page). The article HTML is
// rendered at build time; <Content> lets the client hydrate it from the DOM
// instead of receiving it a second time. An .mdx page arrives compiled, as
// the MDXContent component, with the theme's MDX components already bound by
// the core (so pages without MDX never load them).
import type { ComponentType } from 'react';
import { Content } from '@folio/client';
import Layout from '@theme/Layout';

interface MarkdownPageProps {
  data: { title?: string; description?: string };
  content?: string;
  MDXContent?: ComponentType<{ components?: unknown }>;
}

export default function MarkdownPage({ data, content = '', MDXContent }: MarkdownPageProps) {
  return (
    <Layout title={data.title} description={data.description}>
      <main className="container container--fluid margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2 markdown">
            {MDXContent ? <MDXContent /> : <Content html={content} className="markdown" />}
          </div>
        </div>
      </main>
    </Layout>
  );
}
