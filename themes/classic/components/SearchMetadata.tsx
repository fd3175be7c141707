// The docsearch:* meta tags search records are built from (language,
// version, docusaurus_tag). Every page gets language and the tag 'default'
// from DocumentHead; a doc page renders
//   <SearchMetadata version="current" tag="docs-default-current" />
// so its records can be filtered by docs version.
import { Head, useSiteConfig } from '@folio/client';

interface SearchMetadataProps {
  locale?: string;
  version?: string;
  tag?: string;
}

export default function SearchMetadata({ locale, version, tag }: SearchMetadataProps) {
  const { i18n } = useSiteConfig();
  const meta: Record<string, string> = { 'docsearch:language': locale ?? i18n.currentLocale };
  if (version) meta['docsearch:version'] = version;
  if (tag) meta['docsearch:docusaurus_tag'] = tag;
  return <Head meta={meta} />;
}
