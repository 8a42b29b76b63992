import en from './translations/en.json';
import zh from './translations/zh.json';

export type TranslationKey = keyof typeof en;
type Dictionary = Partial<Record<TranslationKey, string>>;

const dictionaries: Record<string, Dictionary> = { en, zh };

/** Keys a language lacks, reported once each by the build. */
export const missingTranslations = new Set<string>();

/** Looks a label up for a language; a missing key falls back to English and is recorded once. */
export function translate(language: string, key: TranslationKey, vars?: Record<string, string>): string {
  let text = dictionaries[language]?.[key];
  if (text === undefined) {
    if (language !== 'en') missingTranslations.add(`${language}:${key}`);
    text = en[key];
  }
  if (vars) for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`{{${name}}}`, value);
  return text;
}

/** A translator bound to one language. */
export function createTranslator(language: string) {
  return (key: TranslationKey, vars?: Record<string, string>) => translate(language, key, vars);
}

export type Translate = ReturnType<typeof createTranslator>;

/** The labels of a language, English filling the gaps: what a page receives as `translations`. */
export function translationsFor(language: string): Record<TranslationKey, string> {
  const out = { ...en } as Record<TranslationKey, string>;
  for (const key of Object.keys(en) as TranslationKey[]) out[key] = translate(language, key);
  return out;
}

/** A translator over a page's `translations` prop. */
export function translatorFrom(translations: Record<TranslationKey, string>): Translate {
  return (key, vars) => {
    let text = translations[key];
    if (vars) for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`{{${name}}}`, value);
    return text;
  };
}
