// The text rules every request string follows (common.ts): no control characters; line breaks only in
// multi-line fields (notes, descriptions).
import { describe, expect, it } from 'vitest';
import { Email, multilineText, requiredText, TEXT_ISSUE, textIssue, trimmed } from './common.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('textIssue', () => {
  it('refuses NUL, tab, escape, DEL and C1 controls anywhere', () => {
    for (const c of ['\u0000', '\t', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(textIssue(`a${c}b`), JSON.stringify(c)).toBe(TEXT_ISSUE.control);
      expect(textIssue(`a${c}b`, { multiline: true }), JSON.stringify(c)).toBe(TEXT_ISSUE.control);
    }
  });

  it('refuses line breaks on one line and keeps LF and CR on several', () => {
    for (const br of ['\n', '\r\n', '\r', '\u2028', '\u2029'])
      expect(textIssue(`a${br}b`), JSON.stringify(br)).toBe(TEXT_ISSUE.lineBreak);
    expect(textIssue('a\nb\r\nc', { multiline: true })).toBeNull();
    expect(textIssue('a\u2028b', { multiline: true })).toBe(TEXT_ISSUE.control);
  });

  it('accepts accents, emoji (with joiners) and plain spaces', () => {
    expect(textIssue('José Ñúñez 👨‍👩‍👧 — 5 ½')).toBeNull();
  });
});

describe('the text schemas', () => {
  it('name the issue in the message the web translates', () => {
    expect(messageOf(requiredText(50).safeParse('Ana\u0000'))).toBe(TEXT_ISSUE.control);
    expect(messageOf(trimmed(50).safeParse('Ana\nRuiz'))).toBe(TEXT_ISSUE.lineBreak);
    expect(multilineText(50).parse('  uno\ndos  ')).toBe('uno\ndos');
    expect(requiredText(50).parse('  Ana Ruiz ')).toBe('Ana Ruiz');
    expect(Email.safeParse('ana\u0000@x.test').success).toBe(false);
  });
});
