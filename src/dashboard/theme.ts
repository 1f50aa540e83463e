import { createTheme, type MantineColorsTuple } from '@mantine/core';

const charla: MantineColorsTuple = [
  '#fff0f5',
  '#ffdde8',
  '#fbb4cb',
  '#f788ab',
  '#f3628f',
  '#f0497e',
  '#e11d62',
  '#c70f53',
  '#b20749',
  '#9c003e',
];

export const theme = createTheme({
  primaryColor: 'charla',
  colors: { charla },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
});
