import type { ApiArticleView, ApiColumn, ApiDemoLink, ApiEntryView, ApiFactsView, ApiHookView, ApiIndexView, ApiOverloadView, ApiSignatureView, ApiTypeParts, LocaleTableView, SelectorGroupView } from '../api-data.ts';
import type { Translate } from '../i18n.ts';

/** A type's text with the names that have a page linked (`prefix` is the page language's path prefix). */
function TypeText({ parts, prefix }: { parts: ApiTypeParts; prefix: string }) {
  return (
    <>
      {parts.map((part, i) =>
        part.pathname ? (
          <a key={i} href={`${prefix}${part.pathname}/${part.hash ?? ''}`}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** A callback's signature: the one-line form, then each parameter and the return value with their text. */
function Signature({ signature, t, prefix }: { signature: ApiSignatureView; t: Translate; prefix: string }) {
  return (
    <div className="api-signature">
      <span className="api-label" data-pagefind-ignore="">
        {t('apiSignature')}
      </span>
      <code className="api-signature-line">
        <TypeText parts={signature.parts} prefix={prefix} />
      </code>
      <ul className="api-signature-params">
        {signature.params.map((param) => (
          <li key={param.name}>
            <code>{`${param.name}${param.optional ? '?' : ''}`}</code>{' '}
            <code className="api-signature-type">
              <TypeText parts={param.typeParts} prefix={prefix} />
            </code>
            {param.descriptionHtml ? <div className="api-signature-text" dangerouslySetInnerHTML={{ __html: param.descriptionHtml }} /> : null}
          </li>
        ))}
        {signature.returns ? (
          <li>
            <span className="api-signature-returns">{t('apiReturns')}</span>{' '}
            <code className="api-signature-type">
              <TypeText parts={signature.returns.typeParts} prefix={prefix} />
            </code>
            {signature.returns.descriptionHtml ? <div className="api-signature-text" dangerouslySetInnerHTML={{ __html: signature.returns.descriptionHtml }} /> : null}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The live demos that set a prop, each linking to the demo (its code opened). */
function UsedIn({ demos, more, t, prefix }: { demos: ApiDemoLink[]; more?: number; t: Translate; prefix: string }) {
  const language = prefix ? prefix.slice(1) : 'en';
  return (
    // Links, not content: search leaves the list out (demo names such as CheckboxSelectionGrid,
    // repeated under many props, buried the prop a query names).
    <p className="api-used-in" data-pagefind-ignore="all">
      <span className="api-label">{t('apiUsedIn')}</span>
      {demos.map((demo, i) => (
        <span key={`${demo.pathname}#${demo.anchor}`}>
          {i ? ', ' : ''}
          <a href={`${prefix}${demo.pathname}/#${demo.anchor}`} title={demo.titles[language] ?? demo.titles.en}>
            {demo.demo}
          </a>
        </span>
      ))}
      {more ? ` ${t('apiUsedInMore', { count: String(more) })}` : null}
    </p>
  );
}

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

function Entry({ entry, columns, t, prefix }: { entry: ApiEntryView; columns: ApiColumn[]; t: Translate; prefix: string }) {
  const longType = (entry.type?.length ?? 0) > 90;
  const typeCode = entry.typeParts ? <TypeText parts={entry.typeParts} prefix={prefix} /> : entry.type;
  return (
    // No accessible name: an entry is not a landmark (a region each made hundreds on a page).
    // mui.com's anchors of the entry, for links written against it: the first is the entry's own
    // id, any other an empty span out of the layout at its top. The name and the fields carry no
    // class nor label: docs.css styles them by place (`.api-entry > h3`, the fields the divs before
    // the description, in the order of the list's columns) and labels each field with its column's
    // label, which the list gives once (Entries). That saved a class on each of the 30,000 entries
    // of the docs, and a label on each of their fields (0.8 MB).
    <section className="api-entry" id={entry.aliases?.[0]}>
      {entry.aliases?.slice(1).map((alias) => <span key={alias} id={alias} className="api-anchor" />)}
      {/* Search ranks the name as a heading of weight 10: src/search/index-site.ts adds the weight. */}
      <h3 id={entry.id}>
        <a href={`#${entry.id}`}>{entry.name}</a>
        {entry.required ? <abbr className="api-required" title={t('apiRequired')}>*</abbr> : null}
        {entry.plan ? <span className={`plan-${entry.plan}`} title={planTitle(entry.plan, t)} role="img" aria-label={planTitle(entry.plan, t)} /> : null}
      </h3>
      {columns.includes('type') ? (
        <div>
          {entry.type === undefined ? null : longType ? (
            <details className="api-long-type">
              <summary>
                <code>{`${entry.type.slice(0, 70)}…`}</code>
              </summary>
              <code>{typeCode}</code>
            </details>
          ) : (
            <code>{typeCode}</code>
          )}
        </div>
      ) : null}
      {columns.includes('default') ? (
        <div>
          {entry.default !== undefined ? <code>{entry.default}</code> : <span className="api-none">—</span>}
        </div>
      ) : null}
      {columns.includes('className') ? (
        <div>
          <code>{entry.className ? `.${entry.className}` : '—'}</code>
        </div>
      ) : null}
      {columns.includes('params') ? (
        <div>
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
        <div>
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
        {entry.signature ? <Signature signature={entry.signature} t={t} prefix={prefix} /> : null}
        {entry.usedIn ? <UsedIn demos={entry.usedIn} {...(entry.usedInMore ? { more: entry.usedInMore } : {})} t={t} prefix={prefix} /> : null}
      </div>
    </section>
  );
}

/** The labels of a list's fields, as custom properties the stylesheet shows before each field (`--api-label-1`, in column order). */
const labelProperties = (columns: ApiColumn[], t: Translate): Record<string, string> => Object.fromEntries(columns.map((c, i) => [`--api-label-${i + 1}`, JSON.stringify(t(COLUMN_LABELS[c]))]));

function Entries({ list, columns: wanted, heading, t, prefix = '' }: { list: ApiEntryView[]; columns: ApiColumn[]; heading: string; t: Translate; prefix?: string }) {
  // In the order Entry writes its fields (that of COLUMN_LABELS): the stylesheet labels them by place.
  const columns = (Object.keys(COLUMN_LABELS) as ApiColumn[]).filter((c) => wanted.includes(c));
  return (
    <div className="api-entries" data-columns={columns.length} style={labelProperties(columns, t)}>
      <div className="api-entries-head" aria-hidden="true">
        <span>{heading}</span>
        {columns.map((c) => (
          <span key={c}>{t(COLUMN_LABELS[c])}</span>
        ))}
        <span>{t('apiDescription')}</span>
      </div>
      {list.map((entry) => (
        <Entry key={entry.id} entry={entry} columns={columns} t={t} prefix={prefix} />
      ))}
    </div>
  );
}

/**
 * The Data Grid's selectors catalogue (a `{{"selectors": …}}` line of a content page): a table per
 * feature, headed by the feature's name when the catalogue shows several. Each row: the selector
 * (how it is called, as a link to its row; its plan, description and argument) and what it returns.
 */
export function SelectorCatalogue({ groups, t, prefix }: { groups: SelectorGroupView[]; t: Translate; prefix: string }) {
  const headed = groups.length > 1;
  return (
    <div className="selector-catalogue">
      {groups.map((group) => (
        <section key={group.feature} className="selector-group" {...(headed ? { 'aria-labelledby': group.id } : { 'aria-label': `${t('apiSelectors')}: ${group.label}` })}>
          {headed ? (
            <h3 id={group.id}>
              <a href={`#${group.id}`}>{group.label}</a>
            </h3>
          ) : null}
          <table className="selector-table">
            <thead>
              <tr>
                <th scope="col">{t('apiSelector')}</th>
                <th scope="col">{t('apiReturns')}</th>
              </tr>
            </thead>
            <tbody>
              {group.selectors.map((s) => (
                <tr key={s.id} id={s.id}>
                  <td>
                    <a href={`#${s.id}`} className="selector-name">
                      <code>{s.call}</code>
                    </a>
                    {s.plan ? <span className={`plan-${s.plan}`} title={planTitle(s.plan, t)} role="img" aria-label={planTitle(s.plan, t)} /> : null}
                    {s.deprecatedHtml !== undefined ? (
                      <p className="api-deprecated">
                        <strong>{t('apiDeprecated')}</strong> <span dangerouslySetInnerHTML={{ __html: s.deprecatedHtml }} />
                      </p>
                    ) : null}
                    {s.descriptionHtml ? <div className="selector-description" dangerouslySetInnerHTML={{ __html: s.descriptionHtml }} /> : null}
                    {s.argument ? (
                      <div className="selector-argument">
                        {t('apiArgument')} <code>{s.argument.name}</code>:{' '}
                        <code>
                          <TypeText parts={s.argument.typeParts} prefix={prefix} />
                        </code>
                      </div>
                    ) : null}
                  </td>
                  <td>
                    <code>
                      <TypeText parts={s.returns} prefix={prefix} />
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** Names locales in the page's language (`fr-FR` → "French (France)"), or gives undefined when the runtime does not know a locale's language. */
function localeNamer(language: string): (tag: string) => string | undefined {
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
  return (tag) => localeName(names, tag);
}

function localeName(names: Intl.DisplayNames, tag: string): string | undefined {
  try {
    const name = names.of(tag);
    // An unknown language comes back as its own code ("kz (Kazakhstan)").
    return name && !name.toLowerCase().startsWith(`${tag.split('-')[0]!.toLowerCase()} `) && name.toLowerCase() !== tag.toLowerCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The locales a product bundles (a `{{"locales": …}}` line of a content page): each locale's name and
 * export, how many of the component's texts it translates, and the keys it leaves in English,
 * collapsed.
 */
export function LocaleTable({ view, t, language }: { view: LocaleTableView; t: Translate; language: string }) {
  const nameOf = localeNamer(language);
  return (
    <table className="locale-table" data-product={view.product}>
      <thead>
        <tr>
          <th scope="col">{t('localeName')}</th>
          <th scope="col">{t('localeExport')}</th>
          <th scope="col">{t('localeTranslated')}</th>
          <th scope="col">{t('localeLeftInEnglish')}</th>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => {
          const percent = Math.floor((row.translated / Math.max(view.total, 1)) * 100);
          return (
            <tr key={row.id} id={row.id}>
              <td>{nameOf(row.tag) ?? row.tag}</td>
              <td>
                <code>{row.exportName}</code>
              </td>
              <td className="locale-coverage">
                <span className="locale-bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
                <bdi className="locale-count">{t('localeCount', { translated: String(row.translated), total: String(view.total), percent: String(percent) })}</bdi>
              </td>
              <td>
                {row.missing.length === 0 ? (
                  <span className="api-none">{t('localeNoneMissing')}</span>
                ) : (
                  <details className="locale-missing">
                    <summary>
                      <bdi>{t('localeKeys', { count: String(row.missing.length) })}</bdi>
                    </summary>
                    <ul>
                      {row.missing.map((key) => (
                        <li key={key}>
                          <code>{key}</code>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
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
 * The CSS classes of a component as a page of their own (`view.classesAnchorPrefix` set): the
 * entries as the article shows them, with the anchors that name the component starting `~` in
 * place of its name, so that every component with the same classes shares the file. The page's
 * script puts the entries in the article and names the anchors (client/api-fragments.ts); read
 * alone (no script), the file is a styled list (server-entry.tsx writes the document around it).
 */
export function ApiClassesList({ view, t }: { view: ApiArticleView; t: Translate }) {
  const own = `${view.classesAnchorPrefix}-`;
  const list = view.classes.map((entry) => (entry.aliases ? { ...entry, aliases: entry.aliases.map((alias) => (alias.startsWith(own) ? `~-${alias.slice(own.length)}` : alias)) } : entry));
  return <Entries list={list} columns={['className']} heading={t('apiRuleName')} t={t} />;
}

/** The title of a classes file: `CSS classes: .MuiDataGrid-*`. */
export const classesTitle = (view: ApiArticleView, t: Translate): string => `${t('apiClasses')}: .${view.classes[0]?.className?.replace(/-[^-]*$/, '') ?? ''}-*`;

/** The theme key, ref and inheritance of a component page. */
function Facts({ facts, inherits, t }: { facts: ApiFactsView; inherits: ApiArticleView['inherits']; t: Translate }) {
  const accepts = facts.theme ? [facts.theme.defaultProps ? t('apiThemeDefaultProps') : '', facts.theme.styleOverrides ? t('apiThemeStyleOverrides') : ''].filter(Boolean) : [];
  return (
    <>
      <h2 id="theme">{t('apiThemeAndRef')}</h2>
      <dl className="api-facts">
        <dt>{t('apiThemeKey')}</dt>
        <dd>
          {facts.theme ? (
            <>
              <code>{facts.theme.name}</code>
              {accepts.length ? ` (${accepts.join(', ')})` : null}
            </>
          ) : (
            t('apiThemeNone')
          )}
        </dd>
        <dt>{t('apiRef')}</dt>
        <dd>
          {facts.ref.forwarded ? (
            <>
              {t('apiRefForwarded')}
              {facts.ref.element ? (
                <>
                  {' '}
                  (<code>{facts.ref.element}</code>)
                </>
              ) : null}
            </>
          ) : (
            t('apiRefNotForwarded')
          )}
        </dd>
        {inherits ? (
          <>
            <dt>{t('apiInheritance')}</dt>
            <dd className="api-inherits">
              {t('apiInherits')} <a href={inherits.href}>{inherits.name}</a>.
              {inherits.props?.length ? (
                <>
                  {' '}
                  {t('apiInheritedProps')} {inherits.props.flatMap((name, i) => [i ? ', ' : '', <code key={name}>{name}</code>])}.
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {facts.theme ? <div dangerouslySetInnerHTML={{ __html: facts.theme.exampleHtml }} /> : null}
    </>
  );
}

/** What a hook (or one of its call signatures) returns. */
function Returns({ returns, t, prefix }: { returns: ApiHookView['returns']; t: Translate; prefix: string }) {
  if (!returns) return <p>{t('apiReturnsNothing')}</p>;
  return (
    <div className="api-returns">
      <code>
        <TypeText parts={returns.typeParts} prefix={prefix} />
      </code>
      <div dangerouslySetInnerHTML={{ __html: returns.descriptionHtml }} />
    </div>
  );
}

/** Each call signature of an overloaded hook: how it is called, what it says of itself, its parameters and return value. */
function Overloads({ overloads, t, prefix }: { overloads: ApiOverloadView[]; t: Translate; prefix: string }) {
  return (
    <>
      <h2 id="params">{t('apiOverloads')}</h2>
      {overloads.map((o) => (
        <section key={o.id} className="api-overload" aria-labelledby={o.id}>
          <h3 id={o.id}>
            <code>{o.call}</code>
          </h3>
          <div dangerouslySetInnerHTML={{ __html: o.declarationHtml }} />
          {o.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: o.descriptionHtml }} /> : null}
          <h4>{t('apiParams')}</h4>
          {o.params.length > 0 ? <Entries list={o.params} columns={['type']} heading={t('apiName')} t={t} prefix={prefix} /> : <p>{t('apiNoParamsCall')}</p>}
          <h4>{t('apiReturns')}</h4>
          <Returns returns={o.returns} t={t} prefix={prefix} />
        </section>
      ))}
    </>
  );
}

/** The declaration, parameters and return value of a hook page (of each call signature, when it is overloaded). */
function HookParts({ hook, t, prefix }: { hook: ApiHookView; t: Translate; prefix: string }) {
  const members = hook.returnMembers.length > 0 ? <Entries list={hook.returnMembers} columns={['type']} heading={t('apiName')} t={t} prefix={prefix} /> : null;
  return (
    <>
      <h3 className="api-declaration-label">{t('apiDeclaration')}</h3>
      <div dangerouslySetInnerHTML={{ __html: hook.declarationHtml }} />
      {hook.overloads ? (
        <>
          <Overloads overloads={hook.overloads} t={t} prefix={prefix} />
          {members ? <h2 id="returns">{t('apiReturns')}</h2> : null}
        </>
      ) : (
        <>
          <h2 id="params">{t('apiParams')}</h2>
          {hook.params.length > 0 ? <Entries list={hook.params} columns={['type']} heading={t('apiName')} t={t} prefix={prefix} /> : <p>{t('apiNoParams')}</p>}
          <h2 id="returns">{t('apiReturns')}</h2>
          <Returns returns={hook.returns} t={t} prefix={prefix} />
        </>
      )}
      {members}
    </>
  );
}

/** What an interface extends, or what a type alias names, with the names that have a page linked. */
function Relatives({ view, t, prefix }: { view: ApiArticleView; t: Translate; prefix: string }) {
  if (!view.extends && !view.definition) return null;
  return (
    <dl className="api-facts">
      {view.extends ? (
        <>
          <dt>{t('apiExtends')}</dt>
          <dd>
            {view.extends.flatMap((parts, i) => [
              i ? ', ' : '',
              <code key={i}>
                <TypeText parts={parts} prefix={prefix} />
              </code>,
            ])}
          </dd>
        </>
      ) : null}
      {view.definition ? (
        <>
          <dt>{t('apiDefinition')}</dt>
          <dd>
            <code>
              <TypeText parts={view.definition} prefix={prefix} />
            </code>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * An API page body: description, demos, import, props (or a hook's parameters and return value),
 * theme and ref, slots, CSS classes, source. Anchors and contents come from the ids given here
 * (src/api/api-page.ts builds the same list for the TOC).
 */
export function ApiArticle({ view, t, prefix, tryItHtml, classesHref }: { view: ApiArticleView; t: Translate; prefix: string; tryItHtml?: string; classesHref?: string }) {
  const language = prefix ? prefix.slice(1) : 'en';
  return (
    <>
      <div className="description" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
      <Relatives view={view} t={t} prefix={prefix} />
      {view.demos.length > 0 ? (
        <>
          <h2 id="demos">{t('apiDemos')}</h2>
          <ul className="api-demos">
            {view.demos.map((demo) => (
              <li key={demo.pathname}>
                <a href={`${prefix}${demo.pathname}/`}>{demo.titles[language] ?? demo.titles.en}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 id="import">{t('apiImport')}</h2>
      <div dangerouslySetInnerHTML={{ __html: view.importHtml }} />
      {tryItHtml ? (
        <>
          <h2 id="try-it">{t('apiTryIt')}</h2>
          <p>{t('apiTryItIntro')}</p>
          <div dangerouslySetInnerHTML={{ __html: tryItHtml }} />
        </>
      ) : null}
      {view.hook ? (
        <HookParts hook={view.hook} t={t} prefix={prefix} />
      ) : (
        <>
          <h2 id="props">{view.kind === 'interface' ? t('apiProperties') : t('apiProps')}</h2>
          {view.props.length > 0 ? <LayoutSwitch t={t} /> : null}
          {view.props.length > 0 ? <Entries list={view.props} columns={['type', 'default']} heading={t('apiName')} t={t} prefix={prefix} /> : <p>{t('apiNoProps')}</p>}
        </>
      )}
      {view.facts ? <Facts facts={view.facts} inherits={view.inherits} t={t} /> : null}
      {view.slots.length > 0 ? (
        <>
          <h2 id="slots">{t('apiSlots')}</h2>
          <Entries list={view.slots} columns={['default', 'className']} heading={t('apiSlotName')} t={t} prefix={prefix} />
        </>
      ) : null}
      {view.classes.length > 0 ? (
        <>
          <h2 id="classes">{t('apiClasses')}</h2>
          {classesHref && view.classesAnchorPrefix ? (
            // A long list (the grids' 226 classes) is a file of its own, the same for every page
            // that shows it: client/api-fragments.ts puts it here, its anchors named for this page.
            <div className="api-fragment" data-api-fragment={classesHref} data-anchor-prefix={view.classesAnchorPrefix}>
              <p>
                <a href={classesHref}>{t('apiClassesLink', { count: String(view.classes.length) })}</a>
              </p>
            </div>
          ) : (
            <Entries list={view.classes} columns={['className']} heading={t('apiRuleName')} t={t} prefix={prefix} />
          )}
        </>
      ) : null}
      <h2 id="source">{t('apiSource')}</h2>
      <p>
        <a href={view.sourceUrl} rel="noopener">
          {t('apiSourceLink')} <code>{view.packageName}</code>
        </a>
      </p>
    </>
  );
}

/** The label of an index group. */
const GROUP_LABELS = { components: 'apiComponents', hooks: 'apiHooks', interfaces: 'apiInterfaces', types: 'apiTypes' } as const;

/** The API index of a product: every component and interface with its plan and summary. */
export function ApiIndex({ view, t, prefix }: { view: ApiIndexView; t: Translate; prefix: string }) {
  return (
    <>
      {view.groups.map((group) => (
        <section key={group.title}>
          <h2 id={group.title}>{t(GROUP_LABELS[group.title])}</h2>
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
