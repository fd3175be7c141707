// A standalone Markdown or MDX page (/markdown-page). Markdown arrives as
// build-time HTML, which <Content> hydrates from the served page; MDX
// arrives compiled.
import { Content } from '@folio/client';
import Layout from '@theme/Layout';
import MDXComponents from '@theme/MDXComponents';
import type { MDXContentType } from '@folio/client';

interface MarkdownPageProps {
  data: { title?: string; description?: string };
  content?: string;
  MDXContent?: MDXContentType;
}

export default function MarkdownPage({ data, content, MDXContent }: MarkdownPageProps) {
  return (
    <Layout title={data.title} description={data.description}>
      <main className="mn-main">
        <article className="mn-prose">
          {MDXContent ? <MDXContent components={MDXComponents} /> : <Content html={content} />}
        </article>
      </main>
    </Layout>
  );
}
