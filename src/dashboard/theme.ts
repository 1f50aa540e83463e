import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

// The pink of the logo (#e11d62) is index 6; 7 and up are darker. Filled buttons use 7 in light mode:
// white on #c70f53 reads at 5.6:1 (on #e11d62 only 4.6:1, too close to the AA line for small text).
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
  primaryShade: { light: 7, dark: 8 },
  colors: { charla },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
});

/**
 * Colours measured with axe-core (e2e/accessibility.e2e.ts): Mantine's dimmed text (gray 6 on white, 3.3:1)
 * and light-variant labels fall under WCAG AA's 4.5:1; these keep every text at 4.5:1 or more in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636b',
    '--mantine-color-placeholder': '#6b7178',
    '--mantine-color-anchor': shade(charla[8], 0),
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': '#a9afb7',
    '--mantine-color-placeholder': '#9096a0',
    '--mantine-color-anchor': charla[2],
  };
  // Light-variant labels (badges, light buttons, nav) and coloured text (`c="orange"`): the darkest shade,
  // darker still, on light backgrounds; a pale shade on dark ones.
  for (const [name, tones] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    light[`--mantine-color-${name}-light-color`] = shade(tones[9], 0.3);
    light[`--mantine-color-${name}-text`] = shade(tones[9], 0.3);
    light[`--mantine-color-${name}-outline`] = shade(tones[9], 0.2);
    dark[`--mantine-color-${name}-light-color`] = tones[2];
    dark[`--mantine-color-${name}-text`] = tones[3];
    dark[`--mantine-color-${name}-outline`] = tones[3];
  }
  return { variables: {}, light, dark };
};

/** A #rrggbb colour mixed with black by `amount` (0–1). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (v: number) =>
    Math.round(v * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${part(n >> 16)}${part((n >> 8) & 255)}${part(n & 255)}`;
}

/**
 * The theme with the interface language's name for the close buttons Mantine draws as a bare icon (dialogs,
 * notifications): without it they are buttons with no accessible name. Plain objects, not `Modal.extend`, so
 * the first load does not import those components.
 */
export function themeIn(closeLabel: string): MantineThemeOverride {
  return {
    ...theme,
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  };
}
