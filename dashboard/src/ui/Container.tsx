import styled from '@emotion/styled';

/** Centres content at a readable width with the page gutters. */
export const Container = styled.div<{ width?: 'content' | 'narrow' }>`
  width: 100%;
  max-width: ${({ theme, width = 'content' }) => theme.sizes[width]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.wide} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;
