import React, {useId, useLayoutEffect, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useColorMode} from '@docusaurus/theme-common';
import {contrastRatio, isHexColor, normalizeHex, paletteToCssRule, type PaletteEntry} from '@site/src/utils/colors';
import {
  adjustmentRange,
  colorModeSelectors,
  computeAdjustedPalette,
  defaultPaletteSettings,
  isValidAdjustment,
  readStoredPaletteSettings,
  removeStoredPaletteSettings,
  writeStoredPaletteSettings,
  type ColorModeName,
  type PaletteSettings,
} from '@site/src/utils/paletteSettings';
import styles from './styles.module.css';

const backgroundVariable = '--ifm-background-color';

type EditorState = {
  mode: ColorModeName;
  settings: PaletteSettings;
  /** True when the reader changed something, so the palette overrides the stylesheet. */
  customized: boolean;
};

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The mode the page shows now; the hook's value lags one render behind on load. */
function documentColorMode(): ColorModeName {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function applyToDocument(palette: readonly PaletteEntry[], background: string): void {
  const {style} = document.documentElement;
  for (const {variableName, value} of palette) {
    style.setProperty(variableName, value);
  }
  style.setProperty(backgroundVariable, background);
}

function clearFromDocument(palette: readonly PaletteEntry[]): void {
  const {style} = document.documentElement;
  for (const {variableName} of palette) {
    style.removeProperty(variableName);
  }
  style.removeProperty(backgroundVariable);
}

function contrastRating(ratio: number): string {
  if (ratio >= 4.5) {
    return 'AA for text';
  }
  if (ratio >= 3) {
    return 'AA for large text only';
  }
  return 'too low for text';
}

type ColorFieldProps = {
  label: string;
  value: string;
  onChange: (hex: string) => void;
};

/** A colour picker and a hex text field that edit the same colour. */
function ColorField({label, value, onChange}: ColorFieldProps): React.ReactNode {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // A new value from outside (picker, reset, colour mode) replaces the draft. The value that the draft
  // itself gave leaves it as typed: "#1e6", on the way to "#1e6fd9", is #11ee66 already.
  if (value !== shownValue) {
    setShownValue(value);
    if (!isHexColor(draft) || normalizeHex(draft) !== value) {
      setDraft(value);
    }
  }
  const isInvalid = !isHexColor(draft);
  const errorId = `${id}-error`;
  return (
    <div className={styles.colorField}>
      <label htmlFor={`${id}-hex`} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.colorInputs}>
        <input
          type="color"
          aria-label={`${label} picker`}
          className={styles.colorPicker}
          value={value}
          onChange={(event) => onChange(normalizeHex(event.target.value))}
        />
        <input
          id={`${id}-hex`}
          type="text"
          className={styles.hexInput}
          value={draft}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (isHexColor(event.target.value)) {
              onChange(normalizeHex(event.target.value));
            }
          }}
        />
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {isInvalid && `"${draft}" is not a hex colour: use #rrggbb or #rgb. The palette keeps ${value}.`}
      </p>
    </div>
  );
}

type AdjustmentFieldProps = {
  variableName: string;
  defaultLabel: string;
  value: number;
  onChange: (adjustment: number) => void;
};

function AdjustmentField({variableName, defaultLabel, value, onChange}: AdjustmentFieldProps): React.ReactNode {
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  // As in ColorField: "-0", on the way to "-0.25", is 0 already, and keeps its minus sign.
  if (value !== shownValue) {
    setShownValue(value);
    if (draft.trim() === '' || Number(draft) !== value) {
      setDraft(String(value));
    }
  }
  const parsed = Number(draft);
  const isInvalid = draft.trim() === '' || !isValidAdjustment(parsed);
  return (
    <div className={styles.adjustment}>
      <input
        type="number"
        className={styles.adjustmentInput}
        aria-label={`Adjustment of ${variableName}`}
        aria-invalid={isInvalid}
        min={adjustmentRange.min}
        max={adjustmentRange.max}
        step={0.01}
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          const adjustment = Number(next);
          if (next.trim() !== '' && isValidAdjustment(adjustment)) {
            onChange(adjustment);
          }
        }}
      />
      <span className={styles.hint}>{isInvalid ? 'use a number from −1 to 1' : `default: ${defaultLabel}`}</span>
    </div>
  );
}

/**
 * Builds an Infima primary palette for the current colour mode, previews it
 * on the page and prints the CSS to copy into src/css/custom.css.
 */
export default function ColorGenerator(): React.ReactNode {
  const {colorMode} = useColorMode();
  const [state, setState] = useState<EditorState>(() => ({
    mode: colorMode,
    settings: defaultPaletteSettings[colorMode],
    customized: false,
  }));
  const {mode, settings, customized} = state;
  const palette = computeAdjustedPalette(settings);

  // Layout effects, so that a mode switch never paints the other mode's palette.
  useLayoutEffect(() => {
    const currentMode = documentColorMode();
    const stored = readStoredPaletteSettings(sessionStore(), currentMode);
    setState({
      mode: currentMode,
      settings: stored ?? defaultPaletteSettings[currentMode],
      customized: stored !== null,
    });
  }, [colorMode]);

  useLayoutEffect(() => {
    if (!customized) {
      return undefined;
    }
    const livePalette = computeAdjustedPalette(settings);
    applyToDocument(livePalette, settings.background);
    return () => clearFromDocument(livePalette);
  }, [settings, customized]);

  const update = (changes: Partial<PaletteSettings>) => {
    const next = {...settings, ...changes};
    writeStoredPaletteSettings(sessionStore(), mode, next);
    setState({mode, settings: next, customized: true});
  };

  const reset = () => {
    removeStoredPaletteSettings(sessionStore(), mode);
    setState({mode, settings: defaultPaletteSettings[mode], customized: false});
  };

  const rows = [...palette].sort((a, b) => a.displayOrder - b.displayOrder);

  return (
    <div className={styles.generator} role="group" aria-label="Colour generator">
      <p className={styles.modeNote}>
        Editing the <strong>{mode}</strong> palette. Switch the colour mode in the navbar to edit the other one; each
        mode keeps its own palette for this browser session.
      </p>
      <div className={styles.fields}>
        <ColorField label="Primary colour" value={settings.base} onChange={(base) => update({base})} />
        <ColorField
          label="Background colour"
          value={settings.background}
          onChange={(background) => update({background})}
        />
      </div>
      <table className={styles.shades}>
        <caption className={styles.caption}>Shades of the primary colour, lightest first</caption>
        <thead>
          <tr>
            <th scope="col">CSS variable</th>
            <th scope="col">Adjustment</th>
            <th scope="col">Hex</th>
            <th scope="col">Swatch</th>
            <th scope="col">Contrast on background</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((shade) => {
            const ratio = contrastRatio(shade.value, settings.background);
            return (
              <tr key={shade.variableName}>
                <th scope="row">
                  <code>{shade.variableName}</code>
                </th>
                <td>
                  <AdjustmentField
                    variableName={shade.variableName}
                    defaultLabel={shade.adjustmentInput}
                    value={shade.adjustment}
                    onChange={(adjustment) =>
                      update({adjustments: {...settings.adjustments, [shade.variableName]: adjustment}})
                    }
                  />
                </td>
                <td>
                  <code>{shade.value}</code>
                </td>
                <td>
                  <span className={styles.swatchTile} style={{backgroundColor: settings.background}}>
                    <span
                      className={styles.swatch}
                      role="img"
                      aria-label={`Swatch of ${shade.value}`}
                      style={{backgroundColor: shade.value}}
                    />
                  </span>
                </td>
                <td>
                  {ratio.toFixed(2)}:1, {contrastRating(ratio)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <CodeBlock language="css" title={`src/css/custom.css (${mode} mode)`}>
        {paletteToCssRule(colorModeSelectors[mode], palette, settings.background)}
      </CodeBlock>
      <button type="button" className="button button--secondary" onClick={reset}>
        Reset the {mode} palette
      </button>
    </div>
  );
}
