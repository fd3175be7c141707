// Below the article: the "Edit this page" link, when the site sets editUrl or
// the doc a custom_edit_url, and "Last updated on <date> by <author>" when
// the docs plugin's showLastUpdateTime / showLastUpdateAuthor are on.
interface DocItemFooterProps {
  editUrl?: string;
  /** RFC 3339; formattedLastUpdatedAt is how it is shown. */
  lastUpdatedAt?: string;
  formattedLastUpdatedAt?: string;
  lastUpdatedBy?: string;
}

function LastUpdated({ lastUpdatedAt, formattedLastUpdatedAt, lastUpdatedBy }: DocItemFooterProps) {
  return (
    <span className="theme-last-updated">
      Last updated
      {lastUpdatedAt && (
        <>
          {' on '}
          <b>
            <time dateTime={lastUpdatedAt} itemProp="dateModified">
              {formattedLastUpdatedAt}
            </time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}

export default function DocItemFooter(props: DocItemFooterProps) {
  const { editUrl } = props;
  const updated = Boolean(props.lastUpdatedAt || props.lastUpdatedBy);
  if (!editUrl && !updated) return null;
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      <div className="row theme-doc-footer-edit-meta-row">
        <div className="col">
          {editUrl && (
            <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
              <svg viewBox="0 0 40 40" width="20" height="20" aria-hidden="true" className="editThisPageIcon">
                <path fill="currentColor" d="M34.5 11.7l-3 3.1-6.3-6.3 3.1-3q.5-.5 1.2-.5t1.1.5l3.9 3.9q.5.4.5 1.1t-.5 1.2zm-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
              </svg>
              Edit this page
            </a>
          )}
        </div>
        {updated && (
          <div className="col lastUpdated">
            <LastUpdated {...props} />
          </div>
        )}
      </div>
    </footer>
  );
}
