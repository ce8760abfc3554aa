import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('is Korean without a header, or with one naming neither language', () => {
    expect(requestLanguage(undefined)).toBe('ko');
    expect(requestLanguage('')).toBe('ko');
    expect(requestLanguage('fr-FR,fr;q=0.9,*;q=0.5')).toBe('ko');
  });

  it('takes a language with its region as that language', () => {
    expect(requestLanguage('en')).toBe('en');
    expect(requestLanguage('en-US,en;q=0.9')).toBe('en');
    expect(requestLanguage('EN-gb')).toBe('en');
    expect(requestLanguage('ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ko');
  });

  it('takes the one weighed highest, the first listed of equals', () => {
    expect(requestLanguage('ko;q=0.5, en;q=0.8')).toBe('en');
    expect(requestLanguage('fr, en;q=0.3, ko;q=0.2')).toBe('en');
    expect(requestLanguage('en, ko')).toBe('en');
    expect(requestLanguage('ko, en')).toBe('ko');
  });

  it('rules out a language weighed 0 or with a weight it cannot read', () => {
    expect(requestLanguage('en;q=0')).toBe('ko');
    expect(requestLanguage('en;q=0.000, ko;q=0.1')).toBe('ko');
    expect(requestLanguage('ko;q=2, en;q=0.5')).toBe('en');
    expect(requestLanguage('ko;q=high, en;q=0.5')).toBe('en');
  });
});
