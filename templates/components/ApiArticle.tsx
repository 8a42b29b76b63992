import type { ApiArticleView, ApiColumn, ApiEntryView, ApiIndexView } from '../api-data.ts';
import type { Translate } from '../i18n.ts';

const planTitle = (plan: 'pro' | 'premium', t: Translate) => t(plan === 'pro' ? 'planPro' : 'planPremium');

const COLUMN_LABELS = { type: 'apiType', default: 'apiDefault', className: 'apiClassName', params: 'apiParams', event: 'apiEvent' } as const;

function LayoutSwitch({ t }: { t: Translate }) {
  return (
    <div className="api-layout-switch" role="group" aria-label={t('apiLayout')}>
      <button type="button" data-pref="apiLayout" data-value="expanded">
        {t('apiLayoutExpanded')}
      </button>
      <button type="button" data-pref="apiLayout" data-value="table">
        {t('apiLayoutTable')}
      </button>
    </div>
  );
}

function Entry({ entry, columns, t }: { entry: ApiEntryView; columns: ApiColumn[]; t: Translate }) {
  const longType = (entry.type?.length ?? 0) > 90;
  return (
    <section className="api-entry" aria-labelledby={entry.id}>
      <h3 className="api-entry-name" id={entry.id} data-pagefind-weight="10">
        <a href={`#${entry.id}`}>{entry.name}</a>
        {entry.required ? <abbr className="api-required" title={t('apiRequired')}>*</abbr> : null}
        {entry.plan ? <span className={`plan-${entry.plan}`} title={planTitle(entry.plan, t)} role="img" aria-label={planTitle(entry.plan, t)} /> : null}
      </h3>
      {columns.includes('type') ? (
        <div className="api-entry-type">
          <span className="api-label" data-pagefind-ignore="">{t('apiType')}</span>
          {entry.type === undefined ? null : longType ? (
            <details className="api-long-type">
              <summary>
                <code>{`${entry.type.slice(0, 70)}…`}</code>
              </summary>
              <code>{entry.type}</code>
            </details>
          ) : (
            <code>{entry.type}</code>
          )}
        </div>
      ) : null}
      {columns.includes('default') ? (
        <div className="api-entry-default">
          <span className="api-label" data-pagefind-ignore="">{t('apiDefault')}</span>
          {entry.default !== undefined ? <code>{entry.default}</code> : <span className="api-none">—</span>}
        </div>
      ) : null}
      {columns.includes('className') ? (
        <div className="api-entry-type">
          <span className="api-label" data-pagefind-ignore="">{t('apiClassName')}</span>
          <code>{entry.className ? `.${entry.className}` : '—'}</code>
        </div>
      ) : null}
      {columns.includes('params') ? (
        <div className="api-entry-type">
          <span className="api-label" data-pagefind-ignore="">{t('apiParams')}</span>
          {entry.params === undefined ? (
            <span className="api-none">—</span>
          ) : entry.paramsHref ? (
            <a href={entry.paramsHref}>
              <code>{entry.params}</code>
            </a>
          ) : (
            <code>{entry.params}</code>
          )}
        </div>
      ) : null}
      {columns.includes('event') ? (
        <div className="api-entry-type">
          <span className="api-label" data-pagefind-ignore="">{t('apiEvent')}</span>
          {entry.event !== undefined ? <code>{entry.event}</code> : <span className="api-none">—</span>}
        </div>
      ) : null}
      <div className="api-entry-description">
        {entry.deprecatedHtml !== undefined ? (
          <p className="api-deprecated">
            <strong>{t('apiDeprecated')}</strong> <span dangerouslySetInnerHTML={{ __html: entry.deprecatedHtml }} />
          </p>
        ) : null}
        <div dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} />
      </div>
    </section>
  );
}

function Entries({ list, columns, heading, t }: { list: ApiEntryView[]; columns: ApiColumn[]; heading: string; t: Translate }) {
  return (
    <div className="api-entries" data-columns={columns.length}>
      <div className="api-entries-head" aria-hidden="true">
        <span>{heading}</span>
        {columns.map((c) => (
          <span key={c}>{t(COLUMN_LABELS[c])}</span>
        ))}
        <span>{t('apiDescription')}</span>
      </div>
      {list.map((entry) => (
        <Entry key={entry.id} entry={entry} columns={columns} t={t} />
      ))}
    </div>
  );
}

/** A list of API entries on its own (the events table of a content page), with the table/expanded switch. */
export function ApiEntryList({ list, columns, heading, t }: { list: ApiEntryView[]; columns: ApiColumn[]; heading: string; t: Translate }) {
  return (
    <div className="api-entry-list">
      <LayoutSwitch t={t} />
      <Entries list={list} columns={columns} heading={heading} t={t} />
    </div>
  );
}

/**
 * An API page body: description, demos, import, props, slots, CSS classes, source. Anchors and
 * contents come from the ids given here (src/api/api-page.ts builds the same list for the TOC).
 */
export function ApiArticle({ view, t, prefix, idPrefix = '' }: { view: ApiArticleView; t: Translate; prefix: string; idPrefix?: string }) {
  const language = prefix ? prefix.slice(1) : 'en';
  return (
    <>
      <div className="description" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
      {view.demos.length > 0 ? (
        <>
          <h2 id={`${idPrefix}demos`}>{t('apiDemos')}</h2>
          <ul className="api-demos">
            {view.demos.map((demo) => (
              <li key={demo.pathname}>
                <a href={`${prefix}${demo.pathname}/`}>{demo.titles[language] ?? demo.titles.en}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 id={`${idPrefix}import`}>{t('apiImport')}</h2>
      <div dangerouslySetInnerHTML={{ __html: view.importHtml }} />
      <h2 id={`${idPrefix}props`}>{view.kind === 'interface' ? t('apiProperties') : t('apiProps')}</h2>
      {view.props.length > 0 ? <LayoutSwitch t={t} /> : null}
      {view.props.length > 0 ? <Entries list={view.props} columns={['type', 'default']} heading={t('apiName')} t={t} /> : <p>{t('apiNoProps')}</p>}
      {view.inherits ? (
        <p className="api-inherits">
          {t('apiInherits')} <a href={view.inherits.href}>{view.inherits.name}</a>
        </p>
      ) : null}
      {view.slots.length > 0 ? (
        <>
          <h2 id={`${idPrefix}slots`}>{t('apiSlots')}</h2>
          <Entries list={view.slots} columns={['default', 'className']} heading={t('apiSlotName')} t={t} />
        </>
      ) : null}
      {view.classes.length > 0 ? (
        <>
          <h2 id={`${idPrefix}classes`}>{t('apiClasses')}</h2>
          <Entries list={view.classes} columns={['className']} heading={t('apiRuleName')} t={t} />
        </>
      ) : null}
      <h2 id={`${idPrefix}source`}>{t('apiSource')}</h2>
      <p>
        <a href={view.sourceUrl} rel="noopener">
          {t('apiSourceLink')} <code>{view.packageName}</code>
        </a>
      </p>
    </>
  );
}

/** The API index of a product: every component and interface with its plan and summary. */
export function ApiIndex({ view, t, prefix }: { view: ApiIndexView; t: Translate; prefix: string }) {
  return (
    <>
      {view.groups.map((group) => (
        <section key={group.title}>
          <h2 id={group.title}>{t(group.title === 'components' ? 'apiComponents' : 'apiInterfaces')}</h2>
          <ul className="api-index">
            {group.entries.map((e) => (
              <li key={e.name}>
                <a href={`${prefix}${e.pathname}/`}>
                  <code>{e.name}</code>
                </a>
                {e.plan !== 'community' ? <span className={`plan-${e.plan}`} title={planTitle(e.plan, t)} role="img" aria-label={planTitle(e.plan, t)} /> : null}
                {e.summary ? <span className="api-index-summary"> — {e.summary}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
