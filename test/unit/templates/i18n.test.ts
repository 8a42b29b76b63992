import { describe, expect, it } from 'vitest';
import en from '../../../templates/translations/en.json';
import zh from '../../../templates/translations/zh.json';
import { missingTranslations, translate } from '../../../templates/i18n.ts';

describe('interface translations', () => {
  it('has a Chinese label for every English key', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('falls back to English for a missing key and records it once', () => {
    expect(translate('fr', 'copy')).toBe('Copy');
    expect(translate('fr', 'copy')).toBe('Copy');
    expect([...missingTranslations].filter((k) => k.startsWith('fr:'))).toEqual(['fr:copy']);
    expect(translate('zh', 'copied')).toBe('已复制');
    expect(translate('en', 'copyHint', { key: 'Ctrl + ' })).toBe('(or Ctrl + C)');
  });
});
