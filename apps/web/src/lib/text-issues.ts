// The contract's text rules (packages/contract/src/common.ts `textIssue`: no control characters, one line where a
// line break makes no sense) as the forms show them: a field whose complaint — from the form's own check or from
// the server's 422 — is one of these codes reads the `text-input` namespace's sentence.
import { TEXT_ISSUE, type TextIssue } from '@garita/contract';
import { useTranslation } from 'react-i18next';

const CODES: readonly string[] = Object.values(TEXT_ISSUE);

export const isTextIssue = (message: unknown): message is TextIssue =>
  typeof message === 'string' && CODES.includes(message);

/** Translates a text complaint; undefined for any other message. */
export function useTextIssueText(): (message: unknown) => string | undefined {
  const { t } = useTranslation('text-input');
  return (message) => (isTextIssue(message) ? t(message) : undefined);
}
