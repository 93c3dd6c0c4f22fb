import { css, Global, useTheme } from '@emotion/react';

/** Page-wide base styles: colours of the current theme, focus rings, reduced motion. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          color-scheme: ${theme.scheme};
          -webkit-text-size-adjust: 100%;
          text-size-adjust: 100%;
        }
        body {
          margin: 0;
          min-height: 100vh;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          font-family: ${theme.font.body};
          font-size: ${theme.fontSize.md};
          line-height: ${theme.lineHeight.normal};
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        h4,
        p,
        figure,
        blockquote,
        dl,
        dd {
          margin: 0;
        }
        h1,
        h2,
        h3 {
          line-height: ${theme.lineHeight.tight};
          text-wrap: balance;
        }
        p {
          text-wrap: pretty;
        }
        a {
          color: ${theme.colors.primaryText};
          text-underline-offset: 0.18em;
        }
        img,
        svg {
          display: block;
          max-width: 100%;
        }
        button,
        input,
        select,
        textarea {
          font: inherit;
          color: inherit;
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        ::selection {
          background: ${theme.colors.primarySubtle};
          color: ${theme.colors.primarySubtleText};
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}
