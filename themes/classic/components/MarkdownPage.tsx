// A standalone page written in Markdown (e.g. /markdown-page). The article HTML is
// rendered at build time; <Content> lets the client hydrate it from the DOM
// instead of receiving it a second time.
import { Content } from '@folio/client';
import Layout from '@theme/Layout';

interface MarkdownPageProps {
  data: { title?: string; description?: string };
  content?: string;
}

export default function MarkdownPage({ data, content = '' }: MarkdownPageProps) {
  return (
    <Layout title={data.title} description={data.description}>
      <main className="container container--fluid margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2 markdown">
            <Content html={content} className="markdown" />
          </div>
        </div>
      </main>
    </Layout>
  );
}
