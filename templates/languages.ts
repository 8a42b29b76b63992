// The tags of the page languages, shared by the templates and the build (src/ imports this file):
// keep it free of imports, and of anything the browser must not see.

/** Per page language: its BCP 47 tag (`lang`, `hreflang`) and its Open Graph locale (`og:locale`). */
const LOCALES: Record<string, { tag: string; ogLocale: string }> = {
  en: { tag: 'en', ogLocale: 'en_US' },
  zh: { tag: 'zh-CN', ogLocale: 'zh_CN' },
};

/** The BCP 47 tag of a page language ("zh" → "zh-CN"); a language not listed is its own tag. */
export function languageTag(language: string): string {
  return LOCALES[language]?.tag ?? language;
}

/** The Open Graph locale of a page language ("zh" → "zh_CN"); English for a language not listed. */
export function ogLocaleOf(language: string): string {
  return LOCALES[language]?.ogLocale ?? 'en_US';
}
