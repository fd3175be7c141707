// Below the article: the "Edit this page" link, when the site sets editUrl or
// the doc a custom_edit_url.
export default function DocItemFooter({ editUrl }: { editUrl?: string }) {
  if (!editUrl) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
        <svg viewBox="0 0 40 40" width="20" height="20" aria-hidden="true" className="editThisPageIcon">
          <path fill="currentColor" d="M34.5 11.7l-3 3.1-6.3-6.3 3.1-3q.5-.5 1.2-.5t1.1.5l3.9 3.9q.5.4.5 1.1t-.5 1.2zm-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
        </svg>
        Edit this page
      </a>
    </footer>
  );
}
