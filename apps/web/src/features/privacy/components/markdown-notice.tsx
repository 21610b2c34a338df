// A notice written in markdown, rendered as React elements: raw HTML in the text is dropped (never injected), links
// keep only safe addresses (react-markdown's URL filter) and open in a new tab. Headings start at h2: the page has
// its own h1.
import { Box, Link } from '@mui/material';
import Markdown, { type Components } from 'react-markdown';

const COMPONENTS: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h5>{children}</h5>,
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  img: () => null,
};

export function MarkdownNotice({ text }: { text: string }) {
  return (
    <Box
      data-testid="privacy-notice-text"
      sx={{
        overflowWrap: 'anywhere',
        lineHeight: 1.6,
        '& h2': { typography: 'h5', fontWeight: 700, mt: 2, mb: 1 },
        '& h3': { typography: 'h6', fontWeight: 700, mt: 2, mb: 0.5 },
        '& h4, & h5': { typography: 'subtitle1', fontWeight: 700, mt: 1.5, mb: 0.5 },
        '& ul, & ol': { pl: 3 },
      }}
    >
      <Markdown skipHtml components={COMPONENTS}>
        {text}
      </Markdown>
    </Box>
  );
}
